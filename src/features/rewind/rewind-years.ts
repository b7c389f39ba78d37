/**
 * The year a Rewind opens on: the one in the address when it is a year with plays, else the
 * current year, except in January, when last year's Rewind is the one being looked back on
 * (if it has plays).
 */
export function chosenYear(param: string | undefined, years: readonly number[], now: Date): number {
  const asked = param && /^\d{4}$/.test(param) ? Number(param) : null;
  if (asked !== null) return asked;
  const current = now.getFullYear();
  if (now.getMonth() === 0 && years.includes(current - 1)) return current - 1;
  return current;
}

/** The years offered: those with plays, and the current year. */
export const offeredYears = (years: readonly number[], now: Date) =>
  [...new Set([now.getFullYear(), ...years])].sort((a, b) => b - a);

/** Hours, with one decimal below a hundred. */
export const hoursOf = (seconds: number) => {
  const hours = seconds / 3600;
  return hours >= 100 ? Math.round(hours) : Math.round(hours * 10) / 10;
};
