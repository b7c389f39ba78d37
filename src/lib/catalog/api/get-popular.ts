import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPopular } from '@/lib/tmdb/api';
import type { CatalogPreferences } from '@/lib/tmdb/preferences';
import type { MediaType } from '@/lib/tmdb/types';
import { catalogKeys } from './query-keys';
import { retryPolicy, useCatalogPrefs } from './use-catalog-preferences';

export const popularQueryOptions = (prefs: CatalogPreferences, type: MediaType) =>
  queryOptions({
    queryKey: catalogKeys.popular(prefs, type),
    queryFn: ({ signal }) => getPopular(type, { signal, preferences: prefs }),
    retry: retryPolicy(prefs),
  });

/** Popular movies or TV shows (first page). */
export function usePopular(type: MediaType) {
  return useQuery(popularQueryOptions(useCatalogPrefs(), type));
}
