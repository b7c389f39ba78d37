import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { discover } from '@/lib/tmdb/api';
import type { CatalogPreferences } from '@/lib/tmdb/preferences';
import type { MediaType } from '@/lib/tmdb/types';
import { nextPageParam, toPagedItems } from './paged-items';
import { catalogKeys } from './query-keys';
import { retryPolicy, useCatalogPrefs } from './use-catalog-preferences';

export interface DiscoverFilter {
  /** ISO 3166-1 country of origin, e.g. "JP". */
  originCountry?: string | null;
}

export const discoverQueryOptions = (
  prefs: CatalogPreferences,
  type: MediaType,
  genreId: number | null,
  filter: DiscoverFilter = {},
) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.discover(prefs, type, genreId, filter.originCountry ?? null),
    queryFn: ({ signal, pageParam }) =>
      discover(
        type,
        { genreId, page: pageParam, originCountry: filter.originCountry ?? undefined },
        { signal, preferences: prefs },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    select: toPagedItems,
    retry: retryPolicy(prefs),
  });

/** Titles of one type (optionally one genre), most popular first; `fetchNextPage()` loads more. */
export function useDiscover(
  type: MediaType,
  genreId: number | null = null,
  filter: DiscoverFilter = {},
) {
  return useInfiniteQuery(discoverQueryOptions(useCatalogPrefs(), type, genreId, filter));
}

/** Anime: animated series (genre 16) from Japan. */
export const ANIME_GENRE_ID = 16;
export function useAnime() {
  return useDiscover('tv', ANIME_GENRE_ID, { originCountry: 'JP' });
}
