import { useInfiniteQuery } from '@tanstack/react-query';
import { discoverQueryOptions, useCatalogPrefs, type MediaType } from '@/lib/catalog';

/**
 * What the categories page shows of a type's titles: a next page starting to load changes none
 * of it (the page has no "loading more" line), so it renders when titles, an error or the end of
 * the list arrive. The render a next page's start caused came in a timer in the middle of the
 * reader's scroll, one per page, with the whole page rendered in it. A next page paused while
 * offline is still on its way: the other type's new titles join the grid once it arrives.
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
