/** 142 → "2h 22m", 45 → "45m"; null when unknown. */
export function formatRuntime(minutes: number | null | undefined): string | null {
  if (!minutes || minutes <= 0) return null;
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

/** "2019-05-01" → "May 1, 2019" (in the reader's locale); "N/A" when unknown. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return 'N/A';
  const parsed = new Date(`${date}T00:00:00`);
  return Number.isNaN(parsed.getTime())
    ? date
    : parsed.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export const formatRating = (value: number | null | undefined) =>
  value && value > 0 ? value.toFixed(1) : 'N/A';
