import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fadeOutGain } from '@/lib/audio/crossfade';
import { FLAT_EQ } from '@/lib/audio/equaliser';
import { constantWav, continuousTones } from '@/lib/audio/test-tones';
import type { PlaybackEvents } from './playback-engine';
import { WebAudioEngine } from './web-audio-engine';

let engine: WebAudioEngine | null = null;
afterEach(async () => {
  for (const branch of engine?.branches ?? []) branch.element.pause();
  await engine?.context.close();
  engine = null;
});

/** The engine is made inside a real click, as the player does (autoplay policy). */
async function createEngine(crossfadeSeconds = 0) {
  const button = document.createElement('button');
  button.textContent = 'Play';
  button.onclick = () => (engine = new WebAudioEngine());
  document.body.append(button);
  await userEvent.click(button);
  button.remove();
  const created = engine!;
  created.configure({ crossfadeSeconds, loudnessLevelling: false, eq: FLAT_EQ });
  return created;
}

const url = (data: ArrayBuffer) => URL.createObjectURL(new Blob([data], { type: 'audio/wav' }));

/** The engine's output as the listener gets it, with the time of its first sample. */
function record(target: WebAudioEngine) {
  const { context } = target;
  const tap = context.createScriptProcessor(1024, 1, 1);
  const blocks: Float32Array[] = [];
  tap.onaudioprocess = (event) => blocks.push(event.inputBuffer.getChannelData(0).slice());
  target.master.connect(tap);
  tap.connect(context.destination);
  return () => {
    tap.disconnect();
    const samples = new Float32Array(blocks.reduce((n, b) => n + b.length, 0));
    blocks.reduce((at, block) => (samples.set(block, at), at + block.length), 0);
    return samples;
  };
}

/** Plays `first` with `second` queued after it, the way the store answers the engine. */
function playPair(target: WebAudioEngine, first: string, second: string, album: string | null) {
  const events: PlaybackEvents = {
    onTime: () => undefined,
    onPlayingChange: () => undefined,
    onStarted: () => undefined,
    onError: () => undefined,
    onEnded: () => {
      target.prepareNext(null);
      target.load(second, { album });
      void target.play();
    },
  };
  target.setEvents(events);
  target.load(first, { album });
  target.prepareNext({ url: second, album, restart: false });
  return target.play();
}

const until = async (check: () => boolean, ms = 8000) => {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('gapless playback (real Chromium, two media elements)', () => {
  it('hands one continuous tone over from file to file with a gap of at most 5 ms', async () => {
    const target = await createEngine();
    const rate = target.context.sampleRate;
    const [a, b] = continuousTones([1.5, 1.5], { sampleRate: rate, amplitude: 0.5 });
    const stop = record(target);
    expect(await playPair(target, url(a!), url(b!), 'album-1')).toBe(true);
    await until(() => target.measuredGapsMs().length > 0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const samples = stop();

    expect(target.measuredGapsMs()[0]).toBeLessThanOrEqual(5);
    // The recording itself, between the tone's start and its end: no silent run over 5 ms,
    // and no jump larger than the sine's own steps (an overlap or a cut would make one).
    const sounding = samples.map((s) => (Math.abs(s) > 1e-4 ? 1 : 0));
    const from = sounding.indexOf(1);
    const to = sounding.lastIndexOf(1);
    expect(to - from).toBeGreaterThan(rate * 2);
    let run = 0;
    let longest = 0;
    let jump = 0;
    for (let i = from; i <= to; i++) {
      run = sounding[i] ? 0 : run + 1;
      longest = Math.max(longest, run);
      if (i > from) jump = Math.max(jump, Math.abs(samples[i]! - samples[i - 1]!));
    }
    expect((longest / rate) * 1000).toBeLessThanOrEqual(5);
    console.log(
      'gaps',
      target.measuredGapsMs(),
      'longest silent ms',
      (longest / rate) * 1000,
      'jump',
      jump,
    );
  });
});

describe('crossfade (real engine)', () => {
  it('fades the ending song out along the equal-power curve over the chosen seconds', async () => {
    const target = await createEngine(1);
    const rate = target.context.sampleRate;
    const stop = record(target);
    // The first song is a constant level, the second silence: the output is the fade-out.
    await playPair(target, url(constantWav(2.5, 0.5, rate)), url(constantWav(2, 0, rate)), null);
    await new Promise((resolve) => setTimeout(resolve, 3200));
    const samples = stop();
    // Where the fade began: a tenth of the way in, the curve is at fadeOutGain(0.1).
    const tenth = samples.findIndex(
      (s, i) => i > 0 && samples[i - 1]! > 0.49 && s < 0.5 * fadeOutGain(0.1),
    );
    const start = tenth - Math.round(0.1 * rate);
    expect(start).toBeGreaterThan(0);
    for (const progress of [0.25, 0.5, 0.75, 0.9]) {
      const value = samples[start + Math.round(progress * rate)]!;
      expect(value, `at ${progress}`).toBeCloseTo(0.5 * fadeOutGain(progress), 2);
    }
    expect(Math.abs(samples[start + Math.round(1.02 * rate)]!)).toBeLessThan(0.002);
  });
});

describe('fadeOut (sleep timer)', () => {
  it('ramps to silence over the given time, pauses, and restores the volume', async () => {
    const target = await createEngine();
    const rate = target.context.sampleRate;
    target.setEvents({
      onTime: () => undefined,
      onPlayingChange: () => undefined,
      onStarted: () => undefined,
      onError: () => undefined,
      onEnded: () => undefined,
    });
    target.setVolume(0.8);
    target.load(url(constantWav(5, 0.5, rate)));
    await target.play();
    await new Promise((resolve) => setTimeout(resolve, 600));
    const stop = record(target);
    const began = performance.now();
    await target.fadeOut(400);
    expect(performance.now() - began).toBeGreaterThanOrEqual(380);
    expect(target.active.element.paused).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const samples = stop();
    expect(Math.max(...samples.slice(0, 512))).toBeGreaterThan(0.35);
    expect(Math.abs(samples.at(-1)!)).toBeLessThan(0.001);
    expect(target.master.gain.value).toBeCloseTo(0.8, 5);
  });
});
