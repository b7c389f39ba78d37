import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogStatus } from '@/lib/tmdb/api';
import { t } from '@/lib/i18n';
import { CatalogError } from '@/lib/tmdb/client';
import type { CatalogPreferences } from '@/lib/tmdb/preferences';
import { catalogKeys } from './query-keys';
import { retryPolicy, useCatalogPrefs } from './use-catalog-preferences';

/** The home screen's error text when the connectivity check fails, in the active language. */
export const catalogConnectionMessage = () => t('catalog.connectionError');

export const catalogStatusQueryOptions = (prefs: CatalogPreferences) =>
  queryOptions({
    queryKey: catalogKeys.status(),
    queryFn: async ({ signal }) => {
      try {
        return await getCatalogStatus({ signal, preferences: prefs });
      } catch (error) {
        if (error instanceof CatalogError) {
          throw new CatalogError(catalogConnectionMessage(), error.status, error.code);
        }
        throw error;
      }
    },
    retry: retryPolicy(prefs),
  });

/** Connectivity check: `isError` (with catalogConnectionMessage()) when the catalogue cannot be reached. */
export function useCatalogStatus() {
  return useQuery(catalogStatusQueryOptions(useCatalogPrefs()));
}
