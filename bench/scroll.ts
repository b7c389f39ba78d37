import type { Browser, CDPSession, Page } from '@playwright/test';
import { BENCH_PLAYLIST_ID, benchSongName } from '../shared/test/bench-data.ts';
import { throttleCpu } from './event-timing.ts';
import { frameFigures, startFrameRecording, stopFrameRecording } from './frame-timing.ts';
import { CPU_SLOWDOWN } from './interactions.ts';
import { playlistMissing, seedPlaylists, servedPlaylistSeed } from './long-list.ts';
import type { ScrollResult } from './results-types.ts';
import { settled } from './settled.ts';
import { median } from './stats.ts';

/** A firm fling: ~200 px a frame at 60 frames per second. */
const SCROLL_SPEED_PX_S = 12_000;
/** One gesture at most this long, so the page's end is checked between gestures. */
const GESTURE_PX = 6_000;
/** The category grid: a genre with 20 pages of films (the offline catalogue's Action). */
export const CATEGORY_PATH = '/#/categories?genre=28';
const SCROLL_LIMIT_MS = 120_000;
const TIMEOUT = { timeout: 20_000 };

interface Target {
  name: string;
  /** Opens the page in a fresh context's page; returns why it could not, or null. */
  open(page: Page, origin: string): Promise<string | null>;
}

const atEnd = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return window.scrollY + window.innerHeight >= root.scrollHeight - 2;
  });

/**
 * Scrolls the window to the end of the page with synthesised mouse-wheel gestures; an infinite
 * list that grows at the end is followed until it has stopped growing for a second.
 */
async function scrollToEnd(page: Page, session: CDPSession): Promise<number> {
  const started = Date.now();
  let scrolled = 0;
  while (Date.now() - started < SCROLL_LIMIT_MS) {
    if (await atEnd(page)) {
      await page.waitForTimeout(1000);
      if (await atEnd(page)) return scrolled;
    }
    const before = await page.evaluate(() => window.scrollY);
    await session.send('Input.synthesizeScrollGesture', {
      x: 640,
      y: 400,
      yDistance: -GESTURE_PX,
      speed: SCROLL_SPEED_PX_S,
      gestureSourceType: 'mouse',
    });
    scrolled += (await page.evaluate(() => window.scrollY)) - before;
  }
  throw new Error(`the end of the page was not reached in ${SCROLL_LIMIT_MS / 1000} s`);
}

export const SCROLL_TARGETS: readonly Target[] = [
  {
    name: '5000-song playlist',
    async open(page, origin) {
      await seedPlaylists(page, origin, await servedPlaylistSeed(origin));
      await page.goto(`${origin}/#/music/playlist/${BENCH_PLAYLIST_ID}`);
      try {
        await page.getByText(benchSongName(0), { exact: true }).first().waitFor(TIMEOUT);
        return null;
      } catch {
        return playlistMissing(page);
      }
    },
  },
  {
    name: 'category grid (Action)',
    async open(page, origin) {
      await page.goto(origin + CATEGORY_PATH);
      try {
        await page.getByRole('main').getByRole('article').first().waitFor(TIMEOUT);
        return null;
      } catch {
        return 'the category grid showed no title';
      }
    },
  },
];

type Run = { longestFrameMs: number; fps: number; scrolledPx: number } | { unavailable: string };

async function once(browser: Browser, origin: string, target: Target): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const missing = await target.open(page, origin);
    if (missing) return { unavailable: missing };
    // Images and data of the first screen, and the first visit's offline copy, settle before
    // the clock starts.
    await settled(page);
    const session = await context.newCDPSession(page);
    await throttleCpu(session, CPU_SLOWDOWN);
    await startFrameRecording(page);
    const scrolledPx = await scrollToEnd(page, session);
    const record = await stopFrameRecording(page);
    await throttleCpu(session, 1);
    return { ...frameFigures(record), scrolledPx };
  } finally {
    await context.close();
  }
}

/**
 * Each target scrolled from top to end under 4× CPU throttling, `runs` times in fresh contexts:
 * the median run's longest frame and frames per second.
 */
export async function measureScroll(
  browser: Browser,
  origin: string,
  runs: number,
  log: (message: string) => void,
): Promise<ScrollResult[]> {
  const results: ScrollResult[] = [];
  for (const target of SCROLL_TARGETS) {
    log(`scroll: ${target.name} ×${runs}`);
    const base = { name: target.name, longestFrameMs: null, fps: null, scrolledPx: null };
    const done: Exclude<Run, { unavailable: string }>[] = [];
    let failure: string | null = null;
    for (let i = 0; i < runs && !failure; i += 1) {
      const run = await once(browser, origin, target).catch((error: unknown) => ({
        unavailable: (error as Error).message.split('\n')[0]!,
      }));
      if ('unavailable' in run) failure = run.unavailable;
      else done.push(run);
    }
    if (failure) {
      results.push({ ...base, runs: done, unavailable: failure });
      continue;
    }
    results.push({
      name: target.name,
      longestFrameMs: median(done.map((r) => r.longestFrameMs)),
      fps: median(done.map((r) => r.fps)),
      scrolledPx: median(done.map((r) => r.scrolledPx)),
      runs: done,
    });
  }
  return results;
}
