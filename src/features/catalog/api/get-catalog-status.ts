import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogStatus } from '@/lib/tmdb/api';
import { CatalogError } from '@/lib/tmdb/client';
import type { CatalogPreferences } from '@/lib/tmdb/preferences';
import { catalogKeys } from './query-keys';
import { retryPolicy, useCatalogPrefs } from './use-catalog-preferences';

/** The home screen's error text when the connectivity check fails (spec 8). */
export const CATALOG_CONNECTION_MESSAGE =
  'Cannot connect to the movie database API. Please check your internet connection.';

export const catalogStatusQueryOptions = (prefs: CatalogPreferences) =>
  queryOptions({
    queryKey: catalogKeys.status(),
    queryFn: async ({ signal }) => {
      try {
        return await getCatalogStatus({ signal, preferences: prefs });
      } catch (error) {
        if (error instanceof CatalogError) {
          throw new CatalogError(CATALOG_CONNECTION_MESSAGE, error.status, error.code);
        }
        throw error;
      }
    },
    retry: retryPolicy(prefs),
  });

/** Connectivity check: `isError` (with CATALOG_CONNECTION_MESSAGE) when the catalogue cannot be reached. */
export function useCatalogStatus() {
  return useQuery(catalogStatusQueryOptions(useCatalogPrefs()));
}
