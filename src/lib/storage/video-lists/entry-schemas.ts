import { z } from 'zod/mini';
import type { MediaItem, MediaType } from '../../tmdb/types';

export const mediaItemSchema = z.object({
  id: z.number(),
  type: z.enum(['movie', 'tv']),
  title: z.string(),
  overview: z.string(),
  posterPath: z.nullable(z.string()),
  backdropPath: z.nullable(z.string()),
  voteAverage: z.number(),
  releaseDate: z.nullable(z.string()),
  genreIds: z.array(z.number()),
  popularity: z.number(),
});

export const savedEntrySchema = z.extend(mediaItemSchema, { addedAt: z.string() });

export const continueEntrySchema = z.extend(mediaItemSchema, {
  /** Percent watched, 0–100. */
  progress: z.number().check(z.gte(0), z.lte(100)),
  season: z.optional(z.number().check(z.int(), z.gte(1))),
  episode: z.optional(z.number().check(z.int(), z.gte(1))),
  /** Where the player should resume, when it reported one. */
  positionSeconds: z.optional(z.number().check(z.gte(0))),
  lastWatched: z.string(),
});

export const historyEntrySchema = z.extend(mediaItemSchema, { watchedAt: z.string() });

/** Library and favorites entries: the item plus `addedAt` (ISO). Identity is id + type. */
export type SavedEntry = z.infer<typeof savedEntrySchema>;
export type ContinueEntry = z.infer<typeof continueEntrySchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export interface MediaRef {
  id: number;
  type: MediaType;
}

export const sameMedia = (a: MediaRef, b: MediaRef) => a.id === b.id && a.type === b.type;

/** Only the MediaItem fields, so extra fields of a details object are not stored. */
export function toMediaItem(item: MediaItem): MediaItem {
  return {
    id: item.id,
    type: item.type,
    title: item.title,
    overview: item.overview,
    posterPath: item.posterPath,
    backdropPath: item.backdropPath,
    voteAverage: item.voteAverage,
    releaseDate: item.releaseDate,
    genreIds: item.genreIds,
    popularity: item.popularity,
  };
}
