import type { Streak } from './rewind-types';

const DAY_MS = 86_400_000;

/** A local date's day number (days since 1970 in the viewer's calendar), for runs of days. */
export const dayNumber = (date: Date) =>
  Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);

const pad = (n: number) => String(n).padStart(2, '0');

/** A day number as a local date, `YYYY-MM-DD`. */
export function dayText(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The longest run of consecutive days among `days` (the earliest such run on a tie). */
export function longestStreak(days: ReadonlySet<number>): Streak | null {
  if (days.size === 0) return null;
  const sorted = [...days].sort((a, b) => a - b);
  let best = { from: sorted[0]!, to: sorted[0]! };
  let from = sorted[0]!;
  for (let i = 1; i <= sorted.length; i++) {
    const day = sorted[i];
    if (day !== undefined && day === sorted[i - 1]! + 1) continue;
    const to = sorted[i - 1]!;
    if (to - from > best.to - best.from) best = { from, to };
    if (day !== undefined) from = day;
  }
  return { days: best.to - best.from + 1, from: dayText(best.from), to: dayText(best.to) };
}

/** The index of the largest value (the first on a tie), or null when all are zero. */
export function busiest(values: readonly number[]): number | null {
  let index: number | null = null;
  values.forEach((value, i) => {
    if (value > 0 && (index === null || value > values[index]!)) index = i;
  });
  return index;
}
