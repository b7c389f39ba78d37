import { z } from 'zod';
import type { MediaItem } from './media-item.ts';

/**
 * `POST /api/catalog/match`: the app sends rows of another service's export, the server answers
 * each with a catalogue title or the reason it found none, in the rows' order.
 */

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

export type MatchRequest = z.infer<typeof matchRequestSchema>;
export type MatchRow = MatchRequest['rows'][number];

export type MatchOutcome = { item: MediaItem; reason: null } | { item: null; reason: string };

export interface MatchAnswer {
  results: MatchOutcome[];
}
