import { z } from 'zod/mini';
import { STORAGE_KEYS, createStoredValue } from '@/lib/storage';
import {
  continueEntrySchema,
  historyEntrySchema,
  savedEntrySchema,
  type ContinueEntry,
  type HistoryEntry,
  type SavedEntry,
} from './entry-schemas';

/**
 * Version 0 is the original app's bare array of raw catalogue items (title/name, poster_path…).
 * It is normalised into Reelbeat's own fields; entries that cannot be made sense of are dropped.
 */
function fromLegacyItem(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const type = r.type === 'tv' || r.media_type === 'tv' ? 'tv' : 'movie';
  return {
    ...r,
    id: r.id,
    type,
    title: r.title ?? r.name ?? 'Unknown Title',
    overview: r.overview ?? '',
    posterPath: r.posterPath ?? r.poster_path ?? null,
    backdropPath: r.backdropPath ?? r.backdrop_path ?? null,
    voteAverage: r.voteAverage ?? r.vote_average ?? 0,
    releaseDate: (r.releaseDate ?? r.release_date ?? r.first_air_date ?? null) || null,
    genreIds: r.genreIds ?? r.genre_ids ?? [],
    popularity: r.popularity ?? 0,
  };
}

const legacyList = (value: unknown) =>
  Array.isArray(value) ? value.map(fromLegacyItem).filter((e) => e !== null) : value;

const listValue = <T>(key: string, item: z.ZodMiniType<T>) =>
  createStoredValue<T[]>({
    key,
    version: 1,
    schema: z.array(item),
    fallback: () => [],
    migrate: (value, from) => (from === 0 ? legacyList(value) : value),
  });

export const libraryStorage = listValue<SavedEntry>(STORAGE_KEYS.library, savedEntrySchema);
export const favoritesStorage = listValue<SavedEntry>(STORAGE_KEYS.favorites, savedEntrySchema);
export const continueStorage = listValue<ContinueEntry>(
  STORAGE_KEYS.continueWatching,
  continueEntrySchema,
);
export const historyStorage = listValue<HistoryEntry>(
  STORAGE_KEYS.watchHistory,
  historyEntrySchema,
);
