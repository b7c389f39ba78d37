import { infiniteQueryOptions, useInfiniteQuery, type Query } from '@tanstack/react-query';
import { searchMulti } from '@/lib/tmdb/api';
import type { CatalogPreferences } from '@/lib/tmdb/preferences';
import { nextPageParam, toPagedItems } from './paged-items';
import { catalogKeys } from './query-keys';
import { retryPolicy, useCatalogPrefs } from './use-catalog-preferences';

export const searchQueryOptions = (prefs: CatalogPreferences, query: string) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.search(prefs, query.trim()),
    queryFn: ({ signal, pageParam }) =>
      searchMulti(query, pageParam, { signal, preferences: prefs }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    select: toPagedItems,
    retry: retryPolicy(prefs),
  });

/**
 * Movies and TV matching `query` (people and imageless results dropped). Idle for an empty or
 * whitespace-only query; debounce the input before passing it (500 ms, as Search does).
 */
export function useSearch(query: string) {
  const prefs = useCatalogPrefs();
  return useInfiniteQuery({
    ...searchQueryOptions(prefs, query),
    enabled: query.trim().length > 0,
    placeholderData: (previous, previousQuery) =>
      sameScope(previousQuery, prefs) ? previous : undefined,
  });
}

/**
 * While the next query loads, the previous results stay on screen (no flash of an empty list),
 * but only in the same language, region and ceiling: after a language switch, old-language
 * titles must not stand in for the new ones, nor another profile's results for this one's.
 */
function sameScope(query: Pick<Query, 'queryKey'> | undefined, prefs: CatalogPreferences): boolean {
  const scope = query?.queryKey[1] as Partial<CatalogPreferences> | undefined;
  return (
    scope?.language === prefs.language &&
    scope?.region === prefs.region &&
    JSON.stringify(scope?.restriction ?? null) === JSON.stringify(prefs.restriction ?? null)
  );
}
