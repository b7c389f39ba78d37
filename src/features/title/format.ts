import { formatDate as formatLocalDate, formatRating as formatLocalRating, t } from '@/lib/i18n';

/** 142 → "2h 22m", 45 → "45m" (in the reader's language); null when unknown. */
export function formatRuntime(minutes: number | null | undefined): string | null {
  if (!minutes || minutes <= 0) return null;
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return hours > 0
    ? t('title.format.runtime', { hours, minutes: rest })
    : t('title.format.runtimeMinutes', { minutes: rest });
}

/** "2019-05-01" → "May 1, 2019" (in the reader's language and region); "N/A" when unknown. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return t('title.notAvailable');
  const parsed = new Date(`${date}T00:00:00`);
  return Number.isNaN(parsed.getTime())
    ? date
    : formatLocalDate(parsed, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** 7.25 → "7.3" (7,3 in German); "N/A" for no rating. */
export const formatRating = (value: number | null | undefined) =>
  value && value > 0 ? formatLocalRating(value) : t('title.notAvailable');
