import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSeason } from '@/lib/tmdb/api';
import type { CatalogPreferences } from '@/lib/tmdb/preferences';
import { catalogKeys } from './query-keys';
import { isValidId } from '@/lib/tmdb/types';
import { retryPolicy, useCatalogPrefs } from './use-catalog-preferences';

export const seasonQueryOptions = (prefs: CatalogPreferences, tvId: number, seasonNumber: number) =>
  queryOptions({
    queryKey: catalogKeys.season(prefs, tvId, seasonNumber),
    queryFn: ({ signal }) => getSeason(tvId, seasonNumber, { signal, preferences: prefs }),
    retry: retryPolicy(prefs),
  });

/** The episodes of one season. Idle until both the show id and a season number (≥ 0) are known. */
export function useSeason(
  tvId: number | null | undefined,
  seasonNumber: number | null | undefined,
) {
  const prefs = useCatalogPrefs();
  const enabled =
    isValidId(tvId) &&
    typeof seasonNumber === 'number' &&
    Number.isInteger(seasonNumber) &&
    seasonNumber >= 0;
  return useQuery({
    ...seasonQueryOptions(prefs, enabled ? tvId : 0, enabled ? seasonNumber : 0),
    enabled,
  });
}
