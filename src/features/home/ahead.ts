import { CATALOG_PATHS, requestAhead } from '../../lib/tmdb/url';

/**
 * Home's first screen waits on three calls: the connectivity check and the hero's two trending
 * lists (its first backdrop is the page's largest paint). They start as soon as this small
 * module has loaded, beside the data layer that `prefetch.ts` needs for the rest.
 */
export function requestPageAhead(): void {
  requestAhead(CATALOG_PATHS.configuration);
  requestAhead(CATALOG_PATHS.trending('movie'));
  requestAhead(CATALOG_PATHS.trending('tv'));
}
