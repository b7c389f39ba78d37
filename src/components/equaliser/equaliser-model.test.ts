import { describe, expect, it } from 'vitest';
import { EQ_PRESETS } from '@/lib/audio/eq-settings';
import { choosePreset, moveBand, resetEq, setPreamp, type EqFields } from './equaliser-model';

const bassBoost: EqFields = {
  eqPreset: 'bassBoost',
  eqBands: [...EQ_PRESETS.bassBoost],
  eqPreampDb: -3,
};

describe('the equaliser settings', () => {
  it('sets a preset’s bands when it is picked, keeping the preamp', () => {
    expect(choosePreset('vocal', bassBoost)).toEqual({
      eqPreset: 'vocal',
      eqBands: [-2, -2, -1, 1, 3, 4, 3, 1, 0, -1],
      eqPreampDb: -3,
    });
    expect(choosePreset('flat', bassBoost).eqBands).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('keeps the bands when Custom is picked', () => {
    expect(choosePreset('custom', bassBoost)).toEqual({ ...bassBoost, eqPreset: 'custom' });
  });

  it('makes the setting Custom when a band moves, changing only that band', () => {
    const moved = moveBand(bassBoost, 4, 3);
    expect(moved.eqPreset).toBe('custom');
    expect(moved.eqBands).toEqual([6, 5, 4, 2, 3, 0, 0, 0, 0, 0]);
    expect(bassBoost.eqBands[4]).toBe(0);
  });

  it('keeps a band within ±12 dB on whole steps, and ignores a band that does not exist', () => {
    expect(moveBand(bassBoost, 0, 40).eqBands[0]).toBe(12);
    expect(moveBand(bassBoost, 9, -13).eqBands[9]).toBe(-12);
    expect(moveBand(bassBoost, 2, 2.6).eqBands[2]).toBe(3);
    expect(moveBand(bassBoost, 2, Number.NaN).eqBands[2]).toBe(0);
    expect(moveBand(bassBoost, 10, 5)).toBe(bassBoost);
  });

  it('moves the preamp without making the shape Custom', () => {
    expect(setPreamp(bassBoost, 4)).toEqual({ ...bassBoost, eqPreampDb: 4 });
    expect(setPreamp(bassBoost, -30).eqPreampDb).toBe(-12);
  });

  it('resets to Flat with the preamp at 0 dB', () => {
    expect(resetEq()).toEqual({ eqPreset: 'flat', eqBands: Array(10).fill(0), eqPreampDb: 0 });
  });
});
