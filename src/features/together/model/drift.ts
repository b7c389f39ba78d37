/**
 * Keeps a player on the room's timeline (README: "Music in sync"), as Jellyfin's SyncPlay does:
 * a small gap is closed by playing a little faster or slower for a moment (the pitch stays),
 * a large one by seeking. Pure: it is given the measured error and answers what to do.
 */

/** Below this gap (seconds) nothing is done… */
export const SETTLED = 0.008;
/** …and above this one the rate starts to move (hysteresis between the two). */
export const NUDGE_FROM = 0.02;
/** From this gap on, a seek is faster than a nudge. */
export const SEEK_FROM = 0.3;
/** The largest change of the rate. */
export const MAX_NUDGE = 0.1;
/** A nudge aims to close the gap in about this long (seconds). */
export const CLOSE_IN = 1.2;

export type DriftAction =
  | { kind: 'none'; rate: 1 }
  | { kind: 'rate'; rate: number }
  | { kind: 'seek'; rate: 1; to: number };

export class DriftController {
  private nudging = false;
  /** How far behind a seek lands (the player's seek latency), learned from the last seeks. */
  private seekLead = 0;
  private seekedAt: number | null = null;

  /**
   * `error` = the player's position minus the room's (seconds; positive = ahead), `target` =
   * the room's position, both at `now` (ms, any clock).
   */
  step(error: number, target: number, now: number): DriftAction {
    if (this.seekedAt !== null) {
      // The first reading after a seek settled tells how late seeks land: lead the next by it.
      if (now - this.seekedAt < 400) return { kind: 'none', rate: 1 };
      if (Math.abs(error) < SEEK_FROM) {
        this.seekLead = Math.min(0.5, Math.max(0, this.seekLead - error));
      }
      this.seekedAt = null;
    }
    const gap = Math.abs(error);
    if (gap >= SEEK_FROM) {
      this.nudging = false;
      this.seekedAt = now;
      return { kind: 'seek', rate: 1, to: target + this.seekLead };
    }
    if (gap < SETTLED || (!this.nudging && gap < NUDGE_FROM)) {
      this.nudging = false;
      return { kind: 'none', rate: 1 };
    }
    this.nudging = true;
    const change = Math.max(-MAX_NUDGE, Math.min(MAX_NUDGE, error / CLOSE_IN));
    return { kind: 'rate', rate: 1 - change };
  }

  reset() {
    this.nudging = false;
    this.seekedAt = null;
  }
}
