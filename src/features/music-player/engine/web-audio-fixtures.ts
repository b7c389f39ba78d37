import { userEvent } from 'vitest/browser';
import { FLAT_EQ } from '@/lib/audio/eq-settings';
import { createTap, loadTaps } from '@/lib/audio/tap';
import type { PlaybackEvents } from './playback-engine';
import { WebAudioEngine } from './web-audio-engine';

/*
 * The real engine in Chromium for the browser tests, made the way the player makes it, and its
 * output recorded sample by sample.
 */

let engine: WebAudioEngine | null = null;
/** For each test file's afterEach: stops the engine made by `createEngine`, and its context. */
export async function closeEngine() {
  for (const branch of engine?.branches ?? []) branch.element.pause();
  await engine?.context.close();
  engine = null;
}

/** The engine is made inside a real click, as the player does (autoplay policy). */
export async function createEngine(crossfadeSeconds = 0) {
  const button = document.createElement('button');
  button.textContent = 'Play';
  button.onclick = () => (engine = new WebAudioEngine());
  document.body.append(button);
  await userEvent.click(button);
  button.remove();
  const created = engine!;
  await created.ready;
  created.configure({ crossfadeSeconds, loudnessLevelling: false, eq: FLAT_EQ });
  return created;
}

export const url = (data: ArrayBuffer) =>
  URL.createObjectURL(new Blob([data], { type: 'audio/wav' }));

/**
 * The engine's output as the listener gets it, recorded by a tap (AudioWorklet), each block
 * placed by its frame number, so a busy main thread cannot drop or shift any of it. `sounding`
 * waits until the output reaches a level (a media element's first output comes later on a
 * loaded machine) and keeps the recording from that block on.
 */
export async function record(target: WebAudioEngine) {
  const { context } = target;
  await loadTaps(context);
  let blocks: { frame: number; samples: Float32Array }[] = [];
  const sink = context.createGain();
  sink.gain.value = 0;
  sink.connect(context.destination);
  const tap = createTap(context, target.master, sink, (samples, time) =>
    blocks.push({ frame: Math.round(time * context.sampleRate), samples }),
  );
  return {
    async sounding(level: number) {
      const at = (block: { samples: Float32Array }) => Math.abs(block.samples[0]!) >= level;
      await until(() => blocks.some(at));
      blocks = blocks.slice(blocks.findIndex(at));
    },
    stop() {
      tap.disconnect();
      const first = blocks[0]!.frame;
      const last = blocks.at(-1)!;
      const samples = new Float32Array(last.frame + last.samples.length - first);
      for (const block of blocks) samples.set(block.samples, block.frame - first);
      return samples;
    },
  };
}

export const quiet: PlaybackEvents = {
  onTime: () => undefined,
  onPlayingChange: () => undefined,
  onStarted: () => undefined,
  onError: () => undefined,
  onEnded: () => undefined,
};

export const until = async (check: () => boolean, ms = 8000) => {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
