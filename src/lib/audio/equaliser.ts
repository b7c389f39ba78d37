/**
 * A 10-band graphic equaliser with a preamp, built from Web Audio nodes: the preamp gain, then
 * a low shelf at 31 Hz, peaking filters an octave apart, and a high shelf at 16 kHz. Gains are
 * in dB, each band within ±12 dB.
 */
export const EQ_FREQUENCIES = [31, 62, 125, 250, 500, 1000, 2000, 4000, 8000, 16000] as const;
export const EQ_GAIN_LIMIT_DB = 12;
/** An octave per band: Q = √2 gives each peak a one-octave bandwidth, so bands barely overlap. */
const PEAK_Q = Math.SQRT2;

export type EqBands = readonly number[] & { length: 10 };

export const EQ_PRESETS = {
  flat: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  bassBoost: [6, 5, 4, 2, 0, 0, 0, 0, 0, 0],
  vocal: [-2, -2, -1, 1, 3, 4, 3, 1, 0, -1],
  treble: [0, 0, 0, 0, 0, 1, 2, 4, 5, 6],
  loudness: [5, 4, 2, 0, -1, -1, 0, 2, 4, 5],
} as const satisfies Record<string, EqBands>;
export type EqPreset = keyof typeof EQ_PRESETS;

export interface EqSettings {
  /** A preset's name, or 'custom' once a band is moved by hand. */
  preset: EqPreset | 'custom';
  bands: number[];
  preampDb: number;
}

export const FLAT_EQ: EqSettings = { preset: 'flat', bands: [...EQ_PRESETS.flat], preampDb: 0 };

export const clampGain = (db: number) =>
  Number.isFinite(db) ? Math.max(-EQ_GAIN_LIMIT_DB, Math.min(EQ_GAIN_LIMIT_DB, db)) : 0;

export const dbToGain = (db: number) => 10 ** (db / 20);

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
