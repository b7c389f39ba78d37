import type { QueryClient } from '@tanstack/react-query';
import { afterPageSettled } from '@/lib/startup';
import { getCatalogPreferences } from '../../lib/tmdb/preferences';
import { genresQueryOptions, searchQueryOptions } from '@/lib/catalog';

/**
 * Starts a search that arrives with the page (a shared link or a reload: `?q=` in the address)
 * as soon as the data layer is up, in parallel with the page's own code: the same options, and so
 * the same cache entries, as the page's results. The cards' genre names show only in a hovered
 * or focused card's overlay: their list follows once the page has settled (a card opened before
 * then asks for it), so it does not take a connection the first posters wait for.
 */
export function prefetch(client: QueryClient, _match: unknown, search: URLSearchParams) {
  const query = (search.get('q') ?? '').trim();
  if (!query) return;
  const prefs = getCatalogPreferences();
  void client.prefetchInfiniteQuery(searchQueryOptions(prefs, query));
  afterPageSettled(() => void client.prefetchQuery(genresQueryOptions(prefs)));
}
