import { useInfiniteQuery, useIsFetching, type Query } from '@tanstack/react-query';
import { discoverQueryOptions, useCatalogPrefs, type MediaType } from '@/lib/catalog';

/**
 * What the categories page shows of a type's titles: a next page starting to load changes none
 * of it (its "loading more" line follows the cache on its own: `useLoadingMore`), so it renders
 * when titles, an error or the end of the list arrive. The render a next page's start caused
 * came in a timer in the middle of the reader's scroll, one per page, with the whole page
 * rendered in it. A next page paused while offline is still on its way: the other type's new
 * titles join the grid once it arrives.
 */
const SHOWN = ['data', 'error', 'isPending', 'hasNextPage'] as const;

/** One type's titles in a genre; idle until a genre is chosen. */
export function useGenreTitles(type: MediaType, genreId: number | null) {
  return useInfiniteQuery({
    ...discoverQueryOptions(useCatalogPrefs(), type, genreId),
    enabled: genreId !== null,
    notifyOnChangeProps: [...SHOWN],
  });
}

/**
 * Asks for the next page unless the list is complete; a page already on its way is not asked
 * for again (the page does not render when one starts, so it cannot tell from its last render).
 */
export function loadNextPage(titles: ReturnType<typeof useGenreTitles>): void {
  if (titles.hasNextPage) void titles.fetchNextPage({ cancelRefetch: false });
}

const loadingNextPage = (query: Query) =>
  query.state.fetchStatus === 'fetching' &&
  query.state.fetchMeta?.fetchMore?.direction === 'forward';

/**
 * Whether a next page of the genre's films or series is on its way: for the line under the
 * grid, a component of its own, so that its coming and going renders that line and not the page.
 */
export function useLoadingMore(genreId: number | null): boolean {
  const prefs = useCatalogPrefs();
  const key = (type: MediaType) => discoverQueryOptions(prefs, type, genreId).queryKey;
  const movies = useIsFetching({ queryKey: key('movie'), exact: true, predicate: loadingNextPage });
  const tv = useIsFetching({ queryKey: key('tv'), exact: true, predicate: loadingNextPage });
  return movies + tv > 0;
}
