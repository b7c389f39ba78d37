import { describe, expect, it } from 'vitest';
import { dbToGain } from './eq-settings';
import {
  LEVEL_TARGET_DB,
  RunningLevel,
  levellingGain,
  meanSquare,
  measuredGainDb,
} from './loudness';

const sine = (amplitude: number, length = 4410) =>
  new Float32Array(length).map((_, i) => amplitude * Math.sin((2 * Math.PI * 440 * i) / 44_100));
const db = (gain: number) => 20 * Math.log10(gain);

describe('loudness levelling', () => {
  it('measures a sine at its RMS level once a second of sound was heard', () => {
    const level = new RunningLevel();
    const block = sine(0.5);
    level.add(meanSquare(block), 0.1);
    expect(level.db).toBeNull();
    for (let i = 0; i < 20; i++) level.add(meanSquare(block), 0.1);
    // 0.5 peak → RMS 0.354 → -9 dBFS.
    expect(level.db).toBeCloseTo(-9.03, 1);
  });

  it('ignores silence and follows the song slowly, not each block', () => {
    const level = new RunningLevel(3);
    for (let i = 0; i < 30; i++) level.add(meanSquare(sine(0.5)), 0.1);
    for (let i = 0; i < 30; i++) level.add(meanSquare(new Float32Array(4410)), 0.1);
    expect(level.db).toBeCloseTo(-9.03, 1);
    // One quiet second moves a 3 s average only part of the way (-9 dB → -29 dB would be all).
    for (let i = 0; i < 10; i++) level.add(meanSquare(sine(0.05)), 0.1);
    expect(level.db!).toBeLessThan(-9.5);
    expect(level.db!).toBeGreaterThan(-15);
  });

  it('brings a measured level to the target, boosting at most 6 dB and cutting at most 12 dB', () => {
    expect(measuredGainDb(null)).toBe(0);
    expect(measuredGainDb(-9)).toBe(LEVEL_TARGET_DB + 9);
    expect(measuredGainDb(-21)).toBe(3);
    expect(measuredGainDb(-40)).toBe(6);
    expect(measuredGainDb(0)).toBe(-12);
  });

  it('uses the ReplayGain tag when there is one, and nothing when levelling is off', () => {
    expect(levellingGain({ enabled: false, replayGainDb: -6, measuredLevelDb: -9 })).toBe(1);
    expect(levellingGain({ enabled: true, replayGainDb: -6, measuredLevelDb: -30 })).toBeCloseTo(
      dbToGain(-6),
      6,
    );
    expect(
      db(levellingGain({ enabled: true, replayGainDb: 20, measuredLevelDb: null })),
    ).toBeCloseTo(6, 6);
    expect(db(levellingGain({ enabled: true, measuredLevelDb: -24 }))).toBeCloseTo(6, 6);
    expect(levellingGain({ enabled: true, measuredLevelDb: null })).toBe(1);
  });
});
