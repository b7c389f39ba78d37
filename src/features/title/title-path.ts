import { isValidId, type MediaType } from '../../lib/tmdb/types';

/**
 * What a detail page's address names, read without the data layer: the page's prefetch and the
 * calls started ahead of it (ahead.ts) read it before the catalogue's code has loaded.
 */

/** tv and anime paths mean TV; anything else is a movie, the default media type. */
export const typeFromPath = (pathname: string): MediaType =>
  /^\/(tv|anime)\//.test(pathname) ? 'tv' : 'movie';

/** "123" → 123; "undefined", "null", "", "12abc" → null. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || raw === 'undefined' || raw === 'null' || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return isValidId(id) ? id : null;
}
