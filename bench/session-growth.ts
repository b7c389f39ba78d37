import { median } from './stats.ts';

/**
 * How much a count (DOM nodes, event listeners, timers and observers) a page holds grew over
 * its visits, in order. The first visit loads what stays for the visit (the page's code, the
 * shell's extras), so the baseline is the median of the first quarter of the visits after it;
 * the growth is what the page still holds at every one of its last quarter of visits (their
 * minimum) over it. Something kept at each visit shows as about half the visits times what is
 * kept. What moves one visit and not the next does not count: the DOM counter counts nodes and
 * listeners a subtree just left still holds, and the data layer's (TanStack Query's) short
 * timeouts may be pending at one reading and done at the next. (What follows the playing song,
 * such as its card's Pause, is held still by the tour: `holdSongForTour`.) Null with under two
 * visits after the first.
 */
export function countGrowth(counts: readonly number[]): number | null {
  const after = counts.slice(1);
  if (after.length < 2) return null;
  const quarter = Math.max(1, Math.floor(after.length / 4));
  const base = median(after.slice(0, quarter));
  return base === null ? null : Math.min(...after.slice(-quarter)) - base;
}

/** The visit of the last quarter that `countGrowth` reads (the one holding the fewest). */
export function lowestLateVisit<T>(
  visits: readonly T[],
  count: (visit: T) => number,
): T | undefined {
  const after = visits.slice(1);
  const late = after.slice(-Math.max(1, Math.floor(after.length / 4)));
  return late.reduce<T | undefined>(
    (low, v) => (low && count(low) <= count(v) ? low : v),
    undefined,
  );
}
