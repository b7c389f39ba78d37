import { afterEach, describe, expect, it } from 'vitest';
import { fadeOutGain } from '@/lib/audio/crossfade';
import { FLAT_EQ } from '@/lib/audio/eq-settings';
import { constantWav, continuousTones } from '@shared/test/test-tones';
import type { PlaybackEvents } from './playback-engine';
import type { WebAudioEngine } from './web-audio-engine';
import { closeEngine, createEngine, quiet, record, until, url } from './web-audio-fixtures';

afterEach(closeEngine);

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

describe('gapless playback (real Chromium, two media elements)', () => {
  it('hands one continuous tone over from file to file with a gap of at most 5 ms', async () => {
    const target = await createEngine();
    const rate = target.context.sampleRate;
    const [a, b] = continuousTones([1.5, 1.5], { sampleRate: rate, amplitude: 0.5 });
    const { stop } = await record(target);
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
    // A sine's largest step between samples is 2·A·sin(π·f/rate); a cut would jump further.
    expect(jump).toBeLessThanOrEqual(1.2 * 2 * 0.5 * Math.sin((Math.PI * 440) / rate));
  });
});

describe('gapless after a long alignment delay', () => {
  it('waits past the end so the next song comes out at the usual delay, still without a gap', async () => {
    const target = await createEngine();
    const rate = target.context.sampleRate;
    const [a, b] = continuousTones([1.5, 1.5], { sampleRate: rate, amplitude: 0.5 });
    const playing = playPair(target, url(a!), url(b!), 'album-1');
    // As if an earlier hand-over had left this song 500 ms behind its element.
    target.active.setDelay(0.5);
    expect(await playing).toBe(true);
    await until(() => target.measuredGapsMs().length > 0);
    expect(target.measuredGapsMs()[0]).toBeLessThanOrEqual(5);
    expect(target.active.delaySeconds).toBeLessThan(0.3);
  });
});

describe('repeat-one', () => {
  it('restarts the song without a fade or a gap, even with crossfade on', async () => {
    const target = await createEngine(6);
    const rate = target.context.sampleRate;
    // 1.5 s of 440 Hz is a whole number of cycles, so the tone runs on into its own start.
    const [tone] = continuousTones([1.5], { sampleRate: rate, amplitude: 0.5 });
    const song = url(tone!);
    let restarts = 0;
    target.setEvents({
      ...quiet,
      onEnded: () => {
        restarts += 1;
        target.load(song, { album: null });
        void target.play();
      },
    });
    target.load(song, { album: null });
    target.prepareNext({ url: song, album: null, restart: true });
    await target.play();
    await until(() => target.measuredGapsMs().length >= 4, 12_000);
    expect(restarts).toBeGreaterThanOrEqual(4);
    for (const gap of target.measuredGapsMs()) expect(gap).toBeLessThanOrEqual(5);
    // The alignment delay settles near its usual 200 ms; it never builds up hand-over by hand-over.
    for (const branch of target.branches) expect(branch.delaySeconds).toBeLessThan(0.3);
  });
});

describe('loudness levelling', () => {
  it('applies a ReplayGain tag at once, and lifts a quiet untagged song toward the target', async () => {
    const target = await createEngine();
    const rate = target.context.sampleRate;
    target.configure({ crossfadeSeconds: 0, loudnessLevelling: true, eq: FLAT_EQ });
    target.setEvents(quiet);
    target.load(url(constantWav(4, 0.05, rate)), { album: null, replayGainDb: -6 });
    await until(() => Math.abs(target.active.level.gain.value - 0.501) < 0.001, 1000);
    // Untagged and quiet (-26 dBFS): after a couple of seconds the gain is rising toward +6 dB.
    target.load(url(constantWav(4, 0.05, rate)), { album: null });
    await until(() => target.active.level.gain.value === 1, 1000);
    await target.play();
    await until(() => target.active.level.gain.value > 1.2, 6000);
    expect(target.active.level.gain.value).toBeLessThanOrEqual(2);
  });
});

describe('crossfade (real engine)', () => {
  it('fades the ending song out along the equal-power curve over the chosen seconds', async () => {
    const target = await createEngine(1);
    const rate = target.context.sampleRate;
    const { stop } = await record(target);
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
