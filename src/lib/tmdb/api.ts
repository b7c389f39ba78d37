import { catalogGet, type CatalogRequestOptions } from './client';
import { toDetails, toMediaItems, toPaged, toSeason } from './normalise';
import {
  rawConfigurationSchema,
  rawDetailsSchema,
  rawGenreListSchema,
  rawPagedSchema,
  rawSeasonSchema,
  restrictedDetailsSchema,
  restrictedPagedSchema,
} from './schemas';
import type { Genre, MediaDetails, MediaItem, MediaType, Paged, Season } from './types';
import { getCatalogPreferences } from './preferences';
import { CATALOG_PATHS, DETAILS_APPEND, searchMultiParams } from './url';

/**
 * One function per catalogue call the app makes. Each returns Reelbeat's own types;
 * merged lists are sorted the way the screens show them.
 */
type Options = CatalogRequestOptions;

const prefsOf = (options: Options) => options.preferences ?? getCatalogPreferences();
const byPopularity = (a: MediaItem, b: MediaItem) => b.popularity - a.popularity;
const byRating = (a: MediaItem, b: MediaItem) => b.voteAverage - a.voteAverage;

export interface CatalogStatus {
  /** The image base the service advertises (live), informative only: images use config.json's. */
  imageBaseUrl: string | null;
}

/** The connectivity check of the home screen. */
export async function getCatalogStatus(options: Options = {}): Promise<CatalogStatus> {
  const raw = await catalogGet(CATALOG_PATHS.configuration, {}, rawConfigurationSchema, options);
  return { imageBaseUrl: raw.images.secure_base_url ?? raw.images.base_url ?? null };
}

/** Under a profile's ceiling, a list must say it was filtered by it (schemas.ts). */
const pagedSchema = (options: Options) => {
  const restriction = prefsOf(options).restriction;
  return restriction ? restrictedPagedSchema(restriction.ceiling) : rawPagedSchema;
};

async function getList(path: string, type: MediaType, options: Options, params = {}) {
  const raw = await catalogGet(path, params, pagedSchema(options), options);
  return toMediaItems(raw.results, type);
}

/** Trending movies and TV of the week, merged, most popular first. */
export async function getTrending(options: Options = {}): Promise<MediaItem[]> {
  const [movies, tv] = await Promise.all([
    getList(CATALOG_PATHS.trending('movie'), 'movie', options),
    getList(CATALOG_PATHS.trending('tv'), 'tv', options),
  ]);
  return [...movies, ...tv].sort(byPopularity);
}

const regionFor = (type: MediaType, options: Options) =>
  type === 'movie' ? { region: prefsOf(options).region } : {};

export function getPopular(type: MediaType, options: Options = {}): Promise<MediaItem[]> {
  return getList(`/${type}/popular`, type, options, regionFor(type, options));
}

/** Top rated of one type, or (no type) movies and TV merged, best rated first. */
export async function getTopRated(type?: MediaType, options: Options = {}): Promise<MediaItem[]> {
  if (type) return getList(`/${type}/top_rated`, type, options, regionFor(type, options));
  const [movies, tv] = await Promise.all([
    getTopRated('movie', options),
    getTopRated('tv', options),
  ]);
  return [...movies, ...tv].sort(byRating);
}

export async function getMediaDetails(
  type: MediaType,
  id: number,
  options: Options = {},
): Promise<MediaDetails> {
  const raw = await catalogGet(
    CATALOG_PATHS.details(type, id),
    { append_to_response: DETAILS_APPEND },
    prefsOf(options).restriction ? restrictedDetailsSchema : rawDetailsSchema,
    options,
  );
  return toDetails(raw, type);
}

export async function getSeason(
  tvId: number,
  seasonNumber: number,
  options: Options = {},
): Promise<Season> {
  const raw = await catalogGet(`/tv/${tvId}/season/${seasonNumber}`, {}, rawSeasonSchema, options);
  return toSeason(raw);
}

/** Movie and TV genres, fetched in parallel, merged, de-duplicated by id (movie names win). */
export async function getGenres(options: Options = {}): Promise<Genre[]> {
  const [movie, tv] = await Promise.all([
    catalogGet('/genre/movie/list', {}, rawGenreListSchema, options),
    catalogGet('/genre/tv/list', {}, rawGenreListSchema, options),
  ]);
  const merged = new Map<number, Genre>();
  for (const g of [...movie.genres, ...tv.genres]) {
    if (!merged.has(g.id)) merged.set(g.id, { id: g.id, name: g.name ?? '' });
  }
  return [...merged.values()];
}

export interface DiscoverParams {
  genreId?: number | null;
  page?: number;
  /** ISO 3166-1 origin country, e.g. "JP" with genre 16 lists anime. */
  originCountry?: string;
}

/** One page of discover results for a type, tagged with the type, most popular first. */
export async function discover(
  type: MediaType,
  params: DiscoverParams = {},
  options: Options = {},
): Promise<Paged<MediaItem>> {
  const raw = await catalogGet(
    `/discover/${type}`,
    {
      with_genres: params.genreId ?? undefined,
      with_origin_country: params.originCountry,
      page: params.page ?? 1,
      sort_by: 'popularity.desc',
      include_adult: prefsOf(options).includeAdult,
    },
    pagedSchema(options),
    options,
  );
  const paged = toPaged(raw, type);
  return { ...paged, results: paged.results.sort(byPopularity) };
}

/** One page of search/multi: people and results with neither poster nor backdrop are dropped. */
export async function searchMulti(
  query: string,
  page = 1,
  options: Options = {},
): Promise<Paged<MediaItem>> {
  const raw = await catalogGet(
    CATALOG_PATHS.searchMulti,
    searchMultiParams(query, page, prefsOf(options)),
    pagedSchema(options),
    options,
  );
  const paged = toPaged(raw);
  return { ...paged, results: paged.results.filter((i) => i.posterPath || i.backdropPath) };
}
