import { z } from 'zod';

/** The most rows one request may carry: a Letterboxd export of 5 000 films is 25 requests. */
export const MAX_ROWS = 500;

export const matchRequestSchema = z.object({
  rows: z
    .array(
      z.object({
        title: z.string().max(300).nullish(),
        year: z.number().int().min(1800).max(2200).nullish(),
        type: z.enum(['movie', 'tv']).nullish(),
        imdbId: z
          .string()
          .regex(/^tt\d{5,10}$/)
          .nullish(),
        tmdbId: z.number().int().positive().nullish(),
      }),
    )
    .max(MAX_ROWS),
});

export type MatchRow = z.infer<typeof matchRequestSchema>['rows'][number];

/** Reelbeat's own MediaItem fields, so the client stores a match as it is. */
export interface MatchedItem {
  id: number;
  type: 'movie' | 'tv';
  title: string;
  overview: string;
  posterPath: string | null;
  backdropPath: string | null;
  voteAverage: number;
  releaseDate: string | null;
  genreIds: number[];
  popularity: number;
}

export type MatchOutcome = { item: MatchedItem; reason: null } | { item: null; reason: string };

export interface Matcher {
  match(rows: MatchRow[]): Promise<MatchOutcome[]>;
}

export const miss = (reason: string): MatchOutcome => ({ item: null, reason });
