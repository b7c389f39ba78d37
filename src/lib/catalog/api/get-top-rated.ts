import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTopRated } from '@/lib/tmdb/api';
import type { CatalogPreferences } from '@/lib/tmdb/preferences';
import type { MediaType } from '@/lib/tmdb/types';
import { catalogKeys } from './query-keys';
import { retryPolicy, useCatalogPrefs } from './use-catalog-preferences';

export const topRatedQueryOptions = (prefs: CatalogPreferences, type?: MediaType) =>
  queryOptions({
    queryKey: catalogKeys.topRated(prefs, type ?? 'all'),
    queryFn: ({ signal }) => getTopRated(type, { signal, preferences: prefs }),
    retry: retryPolicy(prefs),
  });

/** Top rated of one type, or with no type movies and TV merged, best rated first. */
export function useTopRated(type?: MediaType) {
  return useQuery(topRatedQueryOptions(useCatalogPrefs(), type));
}
