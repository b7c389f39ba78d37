import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrending } from '@/lib/tmdb/api';
import type { CatalogPreferences } from '@/lib/tmdb/preferences';
import { catalogKeys } from './query-keys';
import { retryPolicy, useCatalogPrefs } from './use-catalog-preferences';

export const trendingQueryOptions = (prefs: CatalogPreferences) =>
  queryOptions({
    queryKey: catalogKeys.trending(prefs),
    queryFn: ({ signal }) => getTrending({ signal, preferences: prefs }),
    retry: retryPolicy(prefs),
  });

/** Trending movies and TV of the week, merged, most popular first. */
export function useTrending() {
  return useQuery(trendingQueryOptions(useCatalogPrefs()));
}
