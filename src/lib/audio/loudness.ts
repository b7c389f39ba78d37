/**
 * Loudness levelling: songs play at a similar loudness. A song's ReplayGain gain is used when
 * its file carries one; otherwise its level is measured while it plays (a running RMS) and its
 * gain moves slowly toward a target, so a quiet intro is not pumped up and a loud chorus is
 * not squashed. The gain is bounded (a boost of at most +6 dB) and a limiter after it keeps
 * peaks under full scale.
 */
import { dbToGain } from './eq-settings';

/** Where levelled songs land: RMS in dB relative to full scale (about ReplayGain's reference). */
export const LEVEL_TARGET_DB = -18;
export const LEVEL_MAX_BOOST_DB = 6;
export const LEVEL_MAX_CUT_DB = -12;
/** Quieter blocks are silence or fades: they do not count toward a song's level. */
export const SILENCE_GATE_DB = -50;
/** Before this much audible audio the measured level is not trusted and the gain stays at 0 dB. */
export const MIN_MEASURED_SECONDS = 1;

export const meanSquareToDb = (meanSquare: number) =>
  meanSquare > 0 ? 10 * Math.log10(meanSquare) : -Infinity;

const clampLevelDb = (db: number) =>
  Math.min(LEVEL_MAX_BOOST_DB, Math.max(LEVEL_MAX_CUT_DB, Number.isFinite(db) ? db : 0));

/** The mean square of a block of samples. */
export function meanSquare(samples: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return samples.length ? sum / samples.length : 0;
}

/**
 * A song's running level: an exponential average of the mean square of its audible blocks,
 * with a time constant of a few seconds, so it follows the song's body, not each beat.
 */
export class RunningLevel {
  private average = 0;
  private measured = 0;

  constructor(private readonly timeConstantSeconds = 3) {}

  add(blockMeanSquare: number, seconds: number) {
    if (meanSquareToDb(blockMeanSquare) < SILENCE_GATE_DB || seconds <= 0) return;
    // The first blocks fill the average directly; after that each block weighs by its length.
    const weight = Math.max(
      1 - Math.exp(-seconds / this.timeConstantSeconds),
      seconds / (this.measured + seconds),
    );
    this.average += (blockMeanSquare - this.average) * weight;
    this.measured += seconds;
  }

  /** The level in dB, or null until enough audible audio was measured. */
  get db(): number | null {
    return this.measured >= MIN_MEASURED_SECONDS ? meanSquareToDb(this.average) : null;
  }

  reset() {
    this.average = 0;
    this.measured = 0;
  }
}

/** The gain (dB) that brings a measured level to the target, within the bounds. */
export const measuredGainDb = (levelDb: number | null, target = LEVEL_TARGET_DB) =>
  levelDb === null ? 0 : clampLevelDb(target - levelDb);

/** A ReplayGain gain (dB), within the same bounds. */
export const replayGainDb = (db: number) => clampLevelDb(db);

/**
 * The linear gain of a song's levelling stage: off → 1; a ReplayGain tag → that gain; else
 * the gain toward the target for the level measured so far.
 */
export function levellingGain(options: {
  enabled: boolean;
  replayGainDb?: number | null | undefined;
  measuredLevelDb: number | null;
}): number {
  if (!options.enabled) return 1;
  if (typeof options.replayGainDb === 'number') return dbToGain(replayGainDb(options.replayGainDb));
  return dbToGain(measuredGainDb(options.measuredLevelDb));
}
