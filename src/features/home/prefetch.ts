import type { QueryClient } from '@tanstack/react-query';
import { afterLeadImage, holdForLeadImage, preloadImage, runInTasks } from '@/lib/startup';
import { backdropImage } from '../../lib/tmdb/images';
import { getCatalogPreferences } from '../../lib/tmdb/preferences';
import {
  catalogStatusQueryOptions,
  genresQueryOptions,
  popularQueryOptions,
  topRatedQueryOptions,
  trendingQueryOptions,
} from '@/lib/catalog';

/**
 * Starts Home's requests as soon as the data layer is up, in parallel with the page's own code:
 * the same options (and so the same cache entries) the page's hooks read. The connectivity
 * check and the hero's list go first, since they decide the first screen.
 *
 * The hero's first backdrop is the page's largest paint: it starts downloading as soon as the
 * list names it, while the page's code loads and renders, instead of after the hero is built.
 * The genre lists (for the genre chips and the cards' overlays) are asked for once it has
 * painted (`afterLeadImage`; the page's hook waits for it too): on a phone's six connections
 * the backdrop then gets one of them beside the rows' four lists instead of queueing behind
 * them. (The rows' lists do not wait: each would then arrive after the page's first render and
 * render it again.)
 *
 * Each request starts in a task of its own: started together they make one long task, while
 * each alone takes a few milliseconds.
 */
export async function prefetch(client: QueryClient): Promise<void> {
  const prefs = getCatalogPreferences();
  // A prefetch runs for the visit's first page only: Home's first screen is this one.
  holdForLeadImage();
  await runInTasks([
    () => void client.prefetchQuery(catalogStatusQueryOptions(prefs)),
    () => void prefetchHero(client, trendingQueryOptions(prefs)),
    () => void client.prefetchQuery(popularQueryOptions(prefs, 'movie')),
    () => void client.prefetchQuery(popularQueryOptions(prefs, 'tv')),
    () => void client.prefetchQuery(topRatedQueryOptions(prefs, 'movie')),
    () => void client.prefetchQuery(topRatedQueryOptions(prefs, 'tv')),
  ]);
  await new Promise<void>((resolve) => afterLeadImage(resolve));
  await client.prefetchQuery(genresQueryOptions(prefs));
}

async function prefetchHero(
  client: QueryClient,
  options: ReturnType<typeof trendingQueryOptions>,
): Promise<void> {
  await client.prefetchQuery(options);
  const first = client.getQueryData(options.queryKey)?.[0];
  if (first?.backdropPath) preloadImage(backdropImage(first.backdropPath));
}
