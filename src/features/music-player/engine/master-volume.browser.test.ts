import { afterEach, describe, expect, it } from 'vitest';
import { fadeOutGain } from '@/lib/audio/crossfade';
import { constantWav } from '@shared/test/test-tones';
import { closeEngine, createEngine, quiet, record, url } from './web-audio-fixtures';

afterEach(closeEngine);

/** An engine playing a 5 s tone of level 0.5 at volume 0.8, recorded from its output. */
async function playingAtVolume() {
  const target = await createEngine();
  const rate = target.context.sampleRate;
  target.setEvents(quiet);
  target.setVolume(0.8);
  target.load(url(constantWav(5, 0.5, rate)));
  await target.play();
  return { target, rate, ...(await record(target)) };
}

describe('fadeOut (sleep timer)', () => {
  it('ramps to silence over the given time, pauses, and restores the volume', async () => {
    const { target, rate, sounding, stop } = await playingAtVolume();
    // Level 0.5 at volume 0.8, heard before the fade starts.
    await sounding(0.39);
    await target.fadeOut(400);
    expect(target.active.element.paused).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const samples = stop();
    // Level 0.5 at volume 0.8; the output follows the fade-out curve for 400 ms of audio.
    expect(samples[0]).toBeCloseTo(0.4, 2);
    const tenth = samples.findIndex((s) => s < 0.4 * fadeOutGain(0.1));
    const silent = samples.findIndex((s) => s < 0.001);
    expect(tenth).toBeGreaterThan(0);
    expect((silent - (tenth - 0.1 * 0.4 * rate)) / rate).toBeCloseTo(0.4, 1);
    expect(samples[Math.round(tenth + 0.4 * (0.5 - 0.1) * rate)]).toBeCloseTo(
      0.4 * fadeOutGain(0.5),
      2,
    );
    expect(Math.abs(samples.at(-1)!)).toBeLessThan(0.001);
    expect(target.master.gain.value).toBeCloseTo(0.8, 5);
  });

  it('a pause ends the fade at once with the volume back, and play goes on past its end', async () => {
    const { target, sounding, stop } = await playingAtVolume();
    await sounding(0.39);
    const began = performance.now();
    let faded = false;
    const fading = target.fadeOut(1500).then(() => (faded = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    target.pause();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(faded).toBe(true);
    expect(target.master.gain.value).toBeCloseTo(0.8, 5);
    await target.play();
    await fading;
    // Past the fade's end: still playing, at the volume (level 0.5 at volume 0.8).
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, began + 1800 - performance.now())),
    );
    expect(target.active.element.paused).toBe(false);
    expect(target.master.gain.value).toBeCloseTo(0.8, 5);
    expect(stop().at(-1)).toBeCloseTo(0.4, 2);
  });
});
