import type { Ceiling } from '@shared/content-ratings/ceiling';
import type { CatalogRestriction } from '@shared/content-ratings/params';
import {
  getCatalogPreferences,
  setCatalogPreferences,
  useCatalogPreferences,
} from '../tmdb/preferences';
// A ceiling given before start-up (e2e) is applied when this module loads: restriction.ts.
import { catalogCeiling, readCatalogCeiling } from '../tmdb/restriction';

/**
 * What the active profile may see. A kids profile shows only titles at or under `ceiling`
 * (every catalogue screen, films and series), hides titles with no known rating unless
 * `allowUnrated`, and hides songs the music service marks explicit. Not kept here: the profile
 * that owns these sets them (`setContentRestrictions`) whenever the active profile changes.
 */
export interface ContentRestrictions {
  kids: boolean;
  ceiling: Ceiling;
  allowUnrated: boolean;
}

export const NO_RESTRICTIONS: ContentRestrictions = {
  kids: false,
  ceiling: { country: 'US', max: 'PG' },
  allowUnrated: false,
};

/*
 * The restrictions live in the catalogue preferences (`restriction`), a store of the first
 * paint. The build copies a small module like this one into every page that uses it, so a store
 * of its own would be one store per page; the preferences are one for the whole app, and every
 * catalogue call and query key already reads them.
 */
let lastRead: { from: CatalogRestriction | undefined; value: ContentRestrictions } | null = null;

function restrictionsOf(restriction: CatalogRestriction | undefined): ContentRestrictions {
  if (lastRead && lastRead.from === restriction) return lastRead.value;
  const value: ContentRestrictions = restriction
    ? {
        kids: true,
        ceiling: readCatalogCeiling(restriction.ceiling),
        allowUnrated: restriction.allowUnrated,
      }
    : NO_RESTRICTIONS;
  lastRead = { from: restriction, value };
  return value;
}

/** The active restrictions (the same object until they change). */
export const getContentRestrictions = () => restrictionsOf(getCatalogPreferences().restriction);

/** One value of the active restrictions, re-rendering when it changes. */
export function useContentRestrictions<T extends string | boolean | number | null>(
  select: (restrictions: ContentRestrictions) => T,
): T {
  return useCatalogPreferences((s) => select(restrictionsOf(s.restriction)));
}

/**
 * Makes `next` the active restrictions, for every catalogue call and music list from now on. The
 * ceiling goes as written (`catalogCeiling`), unchecked: the profile screens offer
 * `ceilingChoices` only, and the server answers one it cannot read with an error.
 */
export function setContentRestrictions(next: ContentRestrictions): void {
  setCatalogPreferences({
    restriction: next.kids
      ? { ceiling: catalogCeiling(next.ceiling), allowUnrated: next.allowUnrated }
      : undefined,
  });
}
