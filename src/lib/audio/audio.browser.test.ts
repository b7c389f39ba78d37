import { describe, expect, it } from 'vitest';
import { fadeCurve, fadeGain, fadeInGain, fadeOutGain } from './crossfade';
import { EQ_FREQUENCIES, type EqSettings } from './eq-settings';
import { createEqualiser } from './equaliser';

const RATE = 48_000;

/** Renders one second of a sine at `frequency` through the equaliser; returns its RMS level. */
async function renderedLevel(frequency: number, settings: EqSettings): Promise<number> {
  const context = new OfflineAudioContext(1, RATE, RATE);
  const source = context.createOscillator();
  source.frequency.value = frequency;
  const equaliser = createEqualiser(context, settings);
  source.connect(equaliser.input);
  equaliser.output.connect(context.destination);
  source.start();
  const samples = (await context.startRendering()).getChannelData(0);
  // Skip the first 100 ms, while the filters settle.
  let sum = 0;
  for (let i = RATE / 10; i < samples.length; i++) sum += samples[i]! ** 2;
  return Math.sqrt(sum / (samples.length - RATE / 10));
}

const db = (ratio: number) => 20 * Math.log10(ratio);
const flat: EqSettings = { preset: 'flat', bands: Array(10).fill(0), preampDb: 0 };

describe('equaliser (rendered in Chromium)', () => {
  it('passes a signal unchanged when flat', async () => {
    expect(db((await renderedLevel(1000, flat)) / Math.SQRT1_2)).toBeCloseTo(0, 1);
  });

  it('raises and lowers each band by its gain at its own frequency', async () => {
    for (const [index, frequency] of EQ_FREQUENCIES.entries()) {
      // The shelves reach their full gain away from their corner: measure them there.
      const probe = index === 0 ? 20 : index === 9 ? 20_000 : frequency;
      const reference = await renderedLevel(probe, flat);
      for (const gain of [6, -6]) {
        const bands = Array(10).fill(0);
        bands[index] = gain;
        const level = await renderedLevel(probe, { preset: 'custom', bands, preampDb: 0 });
        expect(
          Math.abs(db(level / reference) - gain),
          `${frequency} Hz at ${gain} dB`,
        ).toBeLessThan(1);
      }
    }
  });

  it('applies the preamp to every frequency', async () => {
    const reference = await renderedLevel(440, flat);
    const level = await renderedLevel(440, { ...flat, preampDb: -6 });
    expect(db(level / reference)).toBeCloseTo(-6, 1);
  });
});

describe('crossfade curve (rendered in Chromium)', () => {
  it('fades a song out along the equal-power curve over the chosen duration', async () => {
    const seconds = 0.5;
    const context = new OfflineAudioContext(1, RATE, RATE);
    const source = context.createConstantSource();
    const gain = context.createGain();
    source.connect(gain).connect(context.destination);
    gain.gain.setValueCurveAtTime(fadeCurve('out'), 0, seconds);
    source.start();
    const samples = (await context.startRendering()).getChannelData(0);
    for (const at of [0.1, 0.25, 0.4]) {
      expect(samples[Math.round(at * RATE)]).toBeCloseTo(fadeOutGain(at / seconds), 2);
    }
    expect(samples[Math.round(0.6 * RATE)]).toBeCloseTo(0, 3);
  });

  it('fades both sides over the longest crossfade (12 s) with constant summed power', async () => {
    const rate = 8000;
    const seconds = 12;
    const context = new OfflineAudioContext(2, rate * 13, rate);
    const merger = context.createChannelMerger(2);
    merger.connect(context.destination);
    for (const [channel, direction] of (['out', 'in'] as const).entries()) {
      const source = context.createConstantSource();
      const gain = context.createGain();
      gain.gain.value = direction === 'in' ? 0 : 1;
      source.connect(gain).connect(merger, 0, channel);
      fadeGain(gain.gain, direction, 0.5, seconds);
      source.start();
    }
    const rendered = await context.startRendering();
    const [out, into] = [rendered.getChannelData(0), rendered.getChannelData(1)];
    for (const at of [0.25, 3, 6.5, 9, 12]) {
      const i = Math.round(at * rate);
      const progress = (at - 0.5) / seconds;
      expect(out[i]).toBeCloseTo(fadeOutGain(progress), 2);
      expect(into[i]).toBeCloseTo(fadeInGain(progress), 2);
      expect(out[i]! ** 2 + into[i]! ** 2).toBeCloseTo(1, 2);
    }
    expect(out[Math.round(12.75 * rate)]).toBeCloseTo(0, 3);
    expect(into[Math.round(12.75 * rate)]).toBeCloseTo(1, 3);
  });
});
