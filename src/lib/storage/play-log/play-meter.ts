/**
 * Seconds that really played, from the positions a player reports and when it reported them:
 * the position moving forward no faster than the clock allows counts; a seek (a jump ahead),
 * a rewind or a pause adds nothing. Twice the clock plus a second leaves room for a faster
 * playback rate and for reports that arrive late.
 */
export function createPlayMeter() {
  let last: { position: number; at: number } | null = null;
  let seconds = 0;
  let furthest = 0;
  return {
    /** Takes one report; returns the seconds it added. */
    sample(position: number, at: number): number {
      if (!Number.isFinite(position) || position < 0) return 0;
      let added = 0;
      if (last) {
        const moved = position - last.position;
        const allowed = (Math.max(0, at - last.at) / 1000) * 2 + 1;
        if (moved > 0 && moved <= allowed) added = moved;
      }
      last = { position, at };
      seconds += added;
      furthest = Math.max(furthest, position);
      return added;
    },
    /** Forgets the last report (the next one starts counting afresh: a new play, a pause). */
    restart() {
      last = null;
    },
    get seconds() {
      return seconds;
    },
    /** The furthest position reached, seeks included (how far into the title it got). */
    get furthest() {
      return furthest;
    },
  };
}

export type PlayMeter = ReturnType<typeof createPlayMeter>;
