import { z } from 'zod/mini';

/**
 * Lenient schemas for the catalogue service's raw JSON (TMDB v3 shapes). Unknown fields are
 * ignored, and every field the service may send as null, "" or leave out is `nullish`, so a
 * real response never fails to parse over a field the app can live without.
 */
const str = z.nullish(z.string());
const num = z.nullish(z.number());
const bool = z.nullish(z.boolean());

export const rawGenreSchema = z.object({ id: z.number(), name: str });

const listItemShape = {
  id: z.number(),
  media_type: str,
  adult: bool,
  title: str,
  name: str,
  original_title: str,
  original_name: str,
  overview: str,
  poster_path: str,
  backdrop_path: str,
  profile_path: str,
  vote_average: num,
  vote_count: num,
  popularity: num,
  release_date: str,
  first_air_date: str,
  genre_ids: z.nullish(z.array(z.number())),
};

export const rawListItemSchema = z.object(listItemShape);

const pagedShape = {
  page: num,
  total_pages: num,
  total_results: num,
  results: z.array(rawListItemSchema),
};

export const rawPagedSchema = z.object(pagedShape);

/**
 * A list asked for under a profile's ceiling must say it was filtered by that ceiling
 * (`reelbeat_ceiling`, shared/content-ratings/params.ts): one that does not fails to parse.
 */
export const restrictedPagedSchema = (ceiling: string) =>
  z.object({ ...pagedShape, reelbeat_ceiling: z.literal(ceiling) });

/** How a title stands under the ceiling asked for (shared/content-ratings `Verdict`). */
const verdictSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(['within', 'above', 'unrated', 'unknown', 'adult']),
  rating: z.nullable(z.string()),
  country: z.nullable(z.string()),
});

export const rawCastSchema = z.object({
  id: z.number(),
  name: str,
  character: str,
  profile_path: str,
  order: num,
});

export const rawVideoSchema = z.object({
  key: z.string(),
  name: str,
  site: str,
  type: str,
  official: bool,
});

export const rawSeasonSummarySchema = z.object({
  id: z.number(),
  name: str,
  season_number: z.number(),
  episode_count: num,
  air_date: str,
  poster_path: str,
});

export const rawEpisodeSchema = z.object({
  id: z.number(),
  season_number: num,
  episode_number: z.number(),
  name: str,
  overview: str,
  runtime: num,
  vote_average: num,
  air_date: str,
  still_path: str,
});

const detailsShape = {
  ...listItemShape,
  genres: z.nullish(z.array(rawGenreSchema)),
  runtime: num,
  episode_run_time: z.nullish(z.array(z.number())),
  last_episode_to_air: z.nullish(z.object({ runtime: num })),
  number_of_seasons: num,
  status: str,
  tagline: str,
  imdb_id: str,
  production_companies: z.nullish(z.array(z.object({ name: str }))),
  spoken_languages: z.nullish(z.array(z.object({ english_name: str, iso_639_1: str, name: str }))),
  credits: z.nullish(z.object({ cast: z.nullish(z.array(rawCastSchema)) })),
  videos: z.nullish(z.object({ results: z.nullish(z.array(rawVideoSchema)) })),
  similar: z.nullish(z.object({ results: z.nullish(z.array(rawListItemSchema)) })),
  external_ids: z.nullish(z.object({ imdb_id: str })),
  seasons: z.nullish(z.array(rawSeasonSummarySchema)),
  reelbeat_rating: z.optional(verdictSchema),
};

export const rawDetailsSchema = z.object(detailsShape);

/** Details asked for under a ceiling must say how the title stands (`reelbeat_rating`). */
export const restrictedDetailsSchema = z.object({
  ...detailsShape,
  reelbeat_rating: verdictSchema,
});

export const rawSeasonSchema = z.object({
  id: z.number(),
  name: str,
  season_number: z.number(),
  overview: str,
  air_date: str,
  poster_path: str,
  episodes: z.nullish(z.array(rawEpisodeSchema)),
});

export const rawGenreListSchema = z.object({ genres: z.array(rawGenreSchema) });

export const rawConfigurationSchema = z.object({
  images: z.object({ secure_base_url: str, base_url: str }),
});

export const rawErrorSchema = z.object({ status_code: num, status_message: str });

export type RawListItem = z.infer<typeof rawListItemSchema>;
export type RawPaged = z.infer<typeof rawPagedSchema>;
export type RawDetails = z.infer<typeof rawDetailsSchema>;
export type RawSeason = z.infer<typeof rawSeasonSchema>;
export type RawEpisode = z.infer<typeof rawEpisodeSchema>;
