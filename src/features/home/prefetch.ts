import type { QueryClient } from '@tanstack/react-query';
import { getCatalogPreferences } from '../../lib/tmdb/preferences';
import {
  catalogStatusQueryOptions,
  genresQueryOptions,
  popularQueryOptions,
  topRatedQueryOptions,
  trendingQueryOptions,
} from '../catalog';

/**
 * Starts Home's requests as soon as the data layer is up, in parallel with the page's own code:
 * the same options (and so the same cache entries) the page's hooks read. The connectivity
 * check and the hero's list go first, since they decide the first screen.
 */
export function prefetch(client: QueryClient) {
  const prefs = getCatalogPreferences();
  void client.prefetchQuery(catalogStatusQueryOptions(prefs));
  void client.prefetchQuery(trendingQueryOptions(prefs));
  void client.prefetchQuery(popularQueryOptions(prefs, 'movie'));
  void client.prefetchQuery(popularQueryOptions(prefs, 'tv'));
  void client.prefetchQuery(topRatedQueryOptions(prefs, 'movie'));
  void client.prefetchQuery(topRatedQueryOptions(prefs, 'tv'));
  void client.prefetchQuery(genresQueryOptions(prefs));
}
