import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@/lib/storage';
import { listView } from '../records/list-view';
import {
  continueEntrySchema,
  historyEntrySchema,
  savedEntrySchema,
  type ContinueEntry,
  type HistoryEntry,
  type MediaRef,
  type SavedEntry,
} from './entry-schemas';
import { CONTINUE_WATCHING_CAP, WATCH_HISTORY_CAP } from './list-rules';

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

/** A title's record id in every video list: `movie:603`, `tv:1399`. */
export const mediaKey = (ref: MediaRef) => `${ref.type}:${ref.id}`;

/**
 * A video list as records of the profile (one per title, newest first), still answering by its
 * old key (`reelbeat_library`, …) for backups and data written before records.
 */
const mediaList = <T extends MediaRef>(
  name: string,
  key: string,
  item: z.ZodMiniType<T>,
  cap?: number,
) =>
  listView<T, T[]>({
    spec: {
      name,
      check: (value): value is T => item.safeParse(value).success,
      order: 'newest',
      cap,
      label: key,
    },
    stored: {
      key,
      version: 1,
      schema: z.array(item),
      fallback: () => [],
      migrate: (value, from) => (from === 0 ? legacyList(value) : value),
    },
    toEntries: (list) => list.map((value) => ({ id: mediaKey(value), value })),
    fromEntries: (entries) => entries.map((e) => e.value),
  });

export const libraryList = mediaList<SavedEntry>('library', STORAGE_KEYS.library, savedEntrySchema);
export const favoritesList = mediaList<SavedEntry>(
  'favorites',
  STORAGE_KEYS.favorites,
  savedEntrySchema,
);
export const continueList = mediaList<ContinueEntry>(
  'continueWatching',
  STORAGE_KEYS.continueWatching,
  continueEntrySchema,
  CONTINUE_WATCHING_CAP,
);
export const historyList = mediaList<HistoryEntry>(
  'watchHistory',
  STORAGE_KEYS.watchHistory,
  historyEntrySchema,
  WATCH_HISTORY_CAP,
);

/** The lists under their old keys, as whole values (whole-data backups read and write these). */
export const libraryStorage = libraryList.stored;
export const favoritesStorage = favoritesList.stored;
export const continueStorage = continueList.stored;
export const historyStorage = historyList.stored;
