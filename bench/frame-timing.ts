import type { Page } from '@playwright/test';

/** Frames seen while the page scrolled (bench/scroll.ts). */
export interface FrameRecord {
  /** `requestAnimationFrame` timestamps, one per frame the page produced. */
  frames: number[];
  /** Long animation frames (the browser reports those over 50 ms): their durations. */
  longFrames: number[];
}

declare global {
  interface Window {
    __benchFrames?: FrameRecord & { stop: () => void };
  }
}

/**
 * Starts recording in the page: every frame's time, and the long animation frames. The page's
 * side is a string: tsx names the functions it compiles with a helper the page does not have.
 */
export function startFrameRecording(page: Page): Promise<void> {
  return page.evaluate(`(() => {
    const record = { frames: [], longFrames: [], stop: null };
    let running = true;
    function tick(time) {
      if (!running) return;
      record.frames.push(time);
      requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.longFrames.push(entry.duration);
    });
    observer.observe({ type: 'long-animation-frame' });
    record.stop = function () {
      running = false;
      observer.disconnect();
    };
    window.__benchFrames = record;
  })()`);
}

export function stopFrameRecording(page: Page): Promise<FrameRecord> {
  return page.evaluate(() => {
    const record = window.__benchFrames!;
    record.stop();
    return { frames: record.frames, longFrames: record.longFrames };
  });
}

/** The longest gap between two frames, and frames per second over the recording. */
export function frameFigures(record: FrameRecord): { longestFrameMs: number; fps: number } {
  const { frames } = record;
  let longest = 0;
  for (let i = 1; i < frames.length; i += 1)
    longest = Math.max(longest, frames[i]! - frames[i - 1]!);
  // A long animation frame may hold a frame that rAF timestamps split differently.
  longest = Math.max(longest, ...record.longFrames);
  const span = frames.length > 1 ? frames.at(-1)! - frames[0]! : 0;
  return { longestFrameMs: longest, fps: span > 0 ? ((frames.length - 1) * 1000) / span : 0 };
}
