import type { Playback } from '@shared/together/messages';

interface Reading {
  seconds: number;
  at: number;
  rate: number;
}

/** Readings in a row that must advance at the player's rate before it counts as settled. */
const STEADY_READINGS = 2;
/** An announcer that has not settled by then stops waiting. */
const GIVE_UP_MS = 3000;
/** Below this difference the timeline already said is kept. */
const RESTATE_FROM = 0.015;

/**
 * A play or seek takes a moment to sound, so the timeline a member announces at the press is
 * a little off from where its player then really plays. The announcer watches its own player
 * settle into steady playback and says once where it really is (`settled` answers true when
 * that differs from the timeline); meanwhile it does not correct itself.
 */
export class SyncSampler {
  private since: number | null = null;
  private last: Reading | null = null;
  private steady = 0;

  settleFrom(playback: Playback | null) {
    this.since = playback?.playing ? performance.now() : null;
    this.last = null;
    this.steady = 0;
  }

  get pending() {
    if (this.since !== null && performance.now() - this.since > GIVE_UP_MS) this.since = null;
    return this.since !== null;
  }

  settled(read: Reading, target: number): boolean {
    if (!this.pending) return false;
    const last = this.last;
    this.last = read;
    if (last && read.at > last.at) {
      const speed = (read.seconds - last.seconds) / ((read.at - last.at) / 1000);
      this.steady = Math.abs(speed - read.rate) < 0.1 ? this.steady + 1 : 0;
    }
    if (this.steady < STEADY_READINGS) return false;
    this.since = null;
    return Math.abs(read.seconds - target) > RESTATE_FROM;
  }
}
