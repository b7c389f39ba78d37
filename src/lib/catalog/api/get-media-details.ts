import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMediaDetails } from '@/lib/tmdb/api';
import type { CatalogPreferences } from '@/lib/tmdb/preferences';
import { isValidId, type MediaType } from '@/lib/tmdb/types';
import { catalogKeys } from './query-keys';
import { retryPolicy, useCatalogPrefs } from './use-catalog-preferences';

export const mediaDetailsQueryOptions = (prefs: CatalogPreferences, type: MediaType, id: number) =>
  queryOptions({
    queryKey: catalogKeys.details(prefs, type, id),
    queryFn: ({ signal }) => getMediaDetails(type, id, { signal, preferences: prefs }),
    retry: retryPolicy(prefs),
  });

/** Details with cast, videos, similar titles, IMDb id and (TV) seasons. Idle until `id` is valid. */
export function useMediaDetails(type: MediaType, id: number | null | undefined) {
  const prefs = useCatalogPrefs();
  return useQuery({
    ...mediaDetailsQueryOptions(prefs, type, isValidId(id) ? id : 0),
    enabled: isValidId(id),
  });
}
