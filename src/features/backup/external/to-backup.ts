import Papa from 'papaparse';
import { msg, t } from '@/lib/i18n';
import type { BackupData } from '../model/backup-file';
import type { MatchResult } from './match-client';
import { FAVORITE_RATING, type ExternalRow } from './rows';

export interface Unmatched {
  source: string;
  title: string;
  year: number | null;
  reason: string;
}

const MEDIA_FIELDS = [
  'id',
  'type',
  'title',
  'overview',
  'posterPath',
  'backdropPath',
  'voteAverage',
  'releaseDate',
  'genreIds',
  'popularity',
] as const;

const mediaOf = (item: Record<string, unknown>) =>
  Object.fromEntries(MEDIA_FIELDS.map((f) => [f, item[f]]));

/** The server's reasons (English, its API) in the reader's language; unknown ones as they are. */
const SERVER_REASONS: Record<string, string> = {
  'The row has no title': msg('backup.unmatched.noTitle'),
  'No match': msg('backup.unmatched.noMatch'),
  'IMDb id not in the offline catalogue': msg('backup.unmatched.imdbNotOffline'),
  'No title with this name in the catalogue': msg('backup.unmatched.noTitleMatch'),
  'The catalogue service did not answer': msg('backup.unmatched.noAnswer'),
  'IMDb id not found': msg('backup.unmatched.imdbNotFound'),
  'No match in the catalogue': msg('backup.unmatched.noCatalogueMatch'),
};

function serverReason(reason: string | null): string {
  if (reason === null) return t('backup.unmatched.noMatch');
  const id = Object.hasOwn(SERVER_REASONS, reason) ? SERVER_REASONS[reason] : undefined;
  return id ? t(id) : reason;
}

/**
 * Watchlist → My Library, watched → Watch History, rated 8/10 (4/5) or more → Favorites.
 * The same title twice in one list keeps its newest row. Everything else is listed with why.
 */
export function externalToBackup(rows: ExternalRow[], results: MatchResult[], now = new Date()) {
  const lists = { library: new Map(), watchHistory: new Map(), favorites: new Map() } as Record<
    'library' | 'watchHistory' | 'favorites',
    Map<string, Record<string, unknown>>
  >;
  const unmatched: Unmatched[] = [];
  const fallback = now.toISOString();
  rows.forEach((row, i) => {
    const result = results[i];
    const miss = (reason: string) =>
      unmatched.push({ source: row.source, title: row.title, year: row.year, reason });
    if (!row.title && !row.imdbId && row.tmdbId === null)
      return miss(t('backup.unmatched.noTitle'));
    if (!result?.item) return miss(serverReason(result?.reason ?? null));
    const when = row.date ?? fallback;
    let target: keyof typeof lists;
    let entry: Record<string, unknown>;
    const media = mediaOf(result.item);
    if (row.list === 'watchlist') [target, entry] = ['library', { ...media, addedAt: when }];
    else if (row.list === 'watched')
      [target, entry] = ['watchHistory', { ...media, watchedAt: when }];
    else if ((row.rating ?? 0) >= FAVORITE_RATING) {
      [target, entry] = ['favorites', { ...media, addedAt: when }];
    } else {
      return miss(t('backup.unmatched.lowRating', { rating: row.rating ?? '?' }));
    }
    const key = `${String(media.type)}:${String(media.id)}`;
    const previous = lists[target].get(key);
    if (!previous || String(previous.addedAt ?? previous.watchedAt) < when)
      lists[target].set(key, entry);
  });
  const data: BackupData = {};
  for (const [name, map] of Object.entries(lists)) {
    if (map.size) data[name as keyof typeof lists] = [...map.values()];
  }
  return { data, unmatched };
}

export const unmatchedCsv = (rows: Unmatched[]) =>
  Papa.unparse(
    rows.map((r) => ({ file: r.source, title: r.title, year: r.year ?? '', reason: r.reason })),
    { escapeFormulae: true },
  );
