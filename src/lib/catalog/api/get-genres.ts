import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGenres } from '@/lib/tmdb/api';
import type { CatalogPreferences } from '@/lib/tmdb/preferences';
import { catalogKeys } from './query-keys';
import { retryPolicy, useCatalogPrefs } from './use-catalog-preferences';

export const genresQueryOptions = (prefs: CatalogPreferences) =>
  queryOptions({
    queryKey: catalogKeys.genres(prefs),
    queryFn: ({ signal }) => getGenres({ signal, preferences: prefs }),
    retry: retryPolicy(prefs),
    // Genre lists practically never change.
    staleTime: 24 * 60 * 60_000,
  });

/**
 * Movie and TV genres merged and de-duplicated by id. `enabled: false` reads only what is
 * cached, without asking.
 */
export function useGenres({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...genresQueryOptions(useCatalogPrefs()), enabled });
}
