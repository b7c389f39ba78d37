import { knownWord } from '@/lib/i18n/known-word';
import {
  formatDate as formatLocalDate,
  formatRating as formatLocalRating,
  i18n,
  msg,
  SOURCE_LOCALE,
  t,
} from '@/lib/i18n';
import type { SpokenLanguage } from '@/lib/tmdb/types';

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

/** The statuses the catalogue sends, always in English whatever language it is asked in. */
const STATUS_WORDS: Record<string, string> = {
  Released: msg('title.status.released'),
  Ended: msg('title.status.ended'),
  'Returning Series': msg('title.status.returningSeries'),
  'In Production': msg('title.status.inProduction'),
  Planned: msg('title.status.planned'),
  Canceled: msg('title.status.canceled'),
  'Post Production': msg('title.status.postProduction'),
  Rumored: msg('title.status.rumored'),
  Pilot: msg('title.status.pilot'),
};

/** "Returning Series" → "Laufende Serie" in German; a status it does not know stays as sent. */
export function formatStatus(status: string | null | undefined): string {
  if (!status) return t('title.notAvailable');
  return knownWord(STATUS_WORDS, status);
}

/**
 * A spoken language named in the reader's language ("ja" → "Japanisch", "日本語"). English keeps
 * the catalogue's own English name ("Mandarin", which `Intl` would call "Chinese"); a language
 * without a code, or one `Intl` does not know, keeps it too.
 */
export function formatLanguage(language: SpokenLanguage | undefined): string {
  if (!language) return t('title.notAvailable');
  if (!language.code || i18n.locale === SOURCE_LOCALE) return language.name;
  try {
    const names = new Intl.DisplayNames([i18n.locale], { type: 'language', fallback: 'none' });
    return names.of(language.code) ?? language.name;
  } catch {
    return language.name;
  }
}

/**
 * Genre names as the reader's language separates the items of a list: "Drama, Crime" in
 * English, "ドラマ、犯罪" in Japanese. Tags, not a sentence: no "and" before the last, which
 * would stand beside the "&" of names like "Action & Adventure" ("… Abenteuer und Science-Fiction
 * & Fantasy"). The separator is the one `Intl` puts between the first two of three items.
 */
export function formatGenres(names: readonly string[]): string {
  if (names.length === 0) return t('title.notAvailable');
  const parts = new Intl.ListFormat(i18n.locale || SOURCE_LOCALE, {
    type: 'conjunction',
  }).formatToParts(['a', 'b', 'c']);
  const separator = parts.find((part) => part.type === 'literal')?.value ?? ', ';
  return names.join(separator);
}
