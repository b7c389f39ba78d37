import type { QueryClient } from '@tanstack/react-query';
import { afterPageSettled, preloadImage } from '@/lib/startup';
import { backdropImage } from '../../lib/tmdb/images';
import { getCatalogPreferences } from '../../lib/tmdb/preferences';
import { genresQueryOptions, mediaDetailsQueryOptions } from '@/lib/catalog';
import { parseId, typeFromPath } from './title-path';

/**
 * Starts the detail page's requests as soon as the data layer is up, in parallel with the
 * page's own code: the details as the path names them (the page's fallback to a movie, when a
 * TV id fails, still runs on the page). The header's backdrop is the page's largest paint: it
 * starts downloading as soon as the details name it. The genre names its cards show (only in a
 * hovered or focused card's overlay) follow once the page has settled.
 */
export function prefetch(
  client: QueryClient,
  { pathname, params }: { pathname: string; params: Record<string, string | undefined> },
) {
  const id = parseId(params.id);
  if (id === null) return;
  const prefs = getCatalogPreferences();
  const details = mediaDetailsQueryOptions(prefs, typeFromPath(pathname), id);
  void client.prefetchQuery(details).then(() => {
    const backdropPath = client.getQueryData(details.queryKey)?.backdropPath;
    if (backdropPath) preloadImage(backdropImage(backdropPath));
  });
  afterPageSettled(() => void client.prefetchQuery(genresQueryOptions(prefs)));
}
