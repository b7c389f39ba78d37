import { getCatalogPreferences } from '../../lib/tmdb/preferences';
import { CATALOG_PATHS, requestAhead, searchMultiParams } from '../../lib/tmdb/url';

/**
 * A search that arrives with the page (a shared link or a reload: `?q=` in the address) waits
 * on its first page of results: the call starts as soon as this small module has loaded,
 * beside the data layer that prefetch.ts needs to read it.
 */
export function requestPageAhead(_match: unknown, search: URLSearchParams): void {
  const query = (search.get('q') ?? '').trim();
  if (!query) return;
  requestAhead(CATALOG_PATHS.searchMulti, searchMultiParams(query, 1, getCatalogPreferences()));
}
