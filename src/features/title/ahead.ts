import { CATALOG_PATHS, DETAILS_APPEND, requestAhead } from '../../lib/tmdb/url';
import { parseId, typeFromPath } from './title-path';

/**
 * A detail page's first screen waits on its details (the header's backdrop is the page's
 * largest paint, and prefetch.ts preloads it as they arrive): the call starts as soon as this
 * small module has loaded, beside the data layer.
 */
export function requestPageAhead({
  pathname,
  params,
}: {
  pathname: string;
  params: Record<string, string | undefined>;
}): void {
  const id = parseId(params.id);
  if (id === null) return;
  requestAhead(CATALOG_PATHS.details(typeFromPath(pathname), id), {
    append_to_response: DETAILS_APPEND,
  });
}
