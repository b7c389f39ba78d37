import { EQ_FREQUENCIES, FLAT_EQ, clampGain, dbToGain, type EqSettings } from './eq-settings';

/**
 * A 10-band graphic equaliser with a preamp, built from Web Audio nodes: the preamp gain, then
 * a low shelf at 31 Hz, peaking filters an octave apart, and a high shelf at 16 kHz. Its bands,
 * presets and settings are in eq-settings.ts.
 */

/** An octave per band: Q = √2 gives each peak a one-octave bandwidth, so bands barely overlap. */
const PEAK_Q = Math.SQRT2;

export interface Equaliser {
  input: AudioNode;
  output: AudioNode;
  apply(settings: EqSettings): void;
  disconnect(): void;
}

export function createEqualiser(
  context: BaseAudioContext,
  settings: EqSettings = FLAT_EQ,
): Equaliser {
  const preamp = context.createGain();
  const filters = EQ_FREQUENCIES.map((frequency, index) => {
    const filter = context.createBiquadFilter();
    filter.type =
      index === 0 ? 'lowshelf' : index === EQ_FREQUENCIES.length - 1 ? 'highshelf' : 'peaking';
    filter.frequency.value = frequency;
    filter.Q.value = PEAK_Q;
    return filter;
  });
  filters.reduce<AudioNode>((previous, filter) => previous.connect(filter), preamp);
  const equaliser: Equaliser = {
    input: preamp,
    output: filters.at(-1)!,
    apply(next) {
      preamp.gain.value = dbToGain(clampGain(next.preampDb));
      filters.forEach((filter, index) => {
        filter.gain.value = clampGain(next.bands[index] ?? 0);
      });
    },
    disconnect() {
      preamp.disconnect();
      for (const filter of filters) filter.disconnect();
    },
  };
  equaliser.apply(settings);
  return equaliser;
}
