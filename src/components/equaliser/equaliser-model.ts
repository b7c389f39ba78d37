import { EQ_PRESETS, clampGain, type EqPreset } from '@/lib/audio/eq-settings';
import type { Settings } from '@/lib/settings';

/** The equaliser's three settings, as Settings stores them. */
export type EqFields = Pick<Settings, 'eqPreset' | 'eqBands' | 'eqPreampDb'>;

/** One decibel per step: fine enough by ear, and few enough steps for the arrow keys. */
export const EQ_STEP_DB = 1;

const toStep = (db: number) => clampGain(Math.round(db / EQ_STEP_DB) * EQ_STEP_DB);

/**
 * Picking a preset sets its bands. Picking Custom keeps the bands as they are: there is one set
 * of bands, so "Custom" only names what the listener shaped by hand.
 */
export function choosePreset(name: EqPreset | 'custom', current: EqFields): EqFields {
  if (name === 'custom') return { ...current, eqPreset: 'custom' };
  return { ...current, eqPreset: name, eqBands: [...EQ_PRESETS[name]] };
}

/** Moving a band by hand makes the setting Custom, whatever preset it started from. */
export function moveBand(current: EqFields, index: number, db: number): EqFields {
  if (index < 0 || index >= current.eqBands.length) return current;
  const eqBands = current.eqBands.map((gain, i) => (i === index ? toStep(db) : gain));
  return { ...current, eqPreset: 'custom', eqBands };
}

/** The preamp lifts or lowers everything, so it does not make the shape Custom. */
export const setPreamp = (current: EqFields, db: number): EqFields => ({
  ...current,
  eqPreampDb: toStep(db),
});

/** Reset: Flat, every band and the preamp at 0 dB. */
export const resetEq = (): EqFields => ({
  eqPreset: 'flat',
  eqBands: [...EQ_PRESETS.flat],
  eqPreampDb: 0,
});
