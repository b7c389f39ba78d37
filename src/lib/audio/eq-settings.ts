/**
 * The equaliser's bands, presets and settings, apart from its Web Audio nodes (equaliser.ts):
 * Settings validates and stores these from the first paint on, while the nodes load with the
 * music player. Gains are in dB, each band within ±12 dB.
 */
export const EQ_FREQUENCIES = [31, 62, 125, 250, 500, 1000, 2000, 4000, 8000, 16000] as const;
export const EQ_GAIN_LIMIT_DB = 12;

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
