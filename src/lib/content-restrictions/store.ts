import {
  ceilingChoices,
  formatCeiling,
  parseCeiling,
  type Ceiling,
} from '@shared/content-ratings/ceiling';
import type { CatalogRestriction } from '@shared/content-ratings/params';
import { isRatingCountry } from '@shared/content-ratings/systems';
import {
  getCatalogPreferences,
  setCatalogPreferences,
  useCatalogPreferences,
} from '../tmdb/preferences';

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

/**
 * A ceiling Reelbeat can read, else the youngest of its country's scale (or US G): a profile
 * asking for an unknown ceiling gets the strictest one rather than none.
 */
function readable(ceiling: Ceiling): Ceiling {
  const parsed = parseCeiling(formatCeiling(ceiling));
  if (parsed) return parsed;
  const country = isRatingCountry(ceiling.country) ? ceiling.country : 'US';
  return { country, max: ceilingChoices(country)[0] ?? 'G' };
}

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
        ceiling: parseCeiling(restriction.ceiling) ?? { country: 'US', max: 'G' },
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

/** Makes `next` the active restrictions, for every catalogue call and music list from now on. */
export function setContentRestrictions(next: ContentRestrictions): void {
  const ceiling = readable(next.ceiling);
  setCatalogPreferences({
    restriction: next.kids
      ? { ceiling: formatCeiling(ceiling), allowUnrated: next.allowUnrated }
      : undefined,
  });
}

/**
 * A ceiling given before start-up: the end-to-end tests set `window.reelbeatContentRestrictions`
 * (a `{ ceiling: "US:PG", allowUnrated?: boolean }`) from an init script. Whatever it holds makes
 * a kids profile (an unreadable ceiling becomes US G). Taken once: the first page that loads this
 * module applies it and removes it, so a page loaded later cannot undo a profile's own choice.
 */
function takeSeed(): void {
  const holder = globalThis as { reelbeatContentRestrictions?: unknown };
  const seed = holder.reelbeatContentRestrictions;
  if (!seed || typeof seed !== 'object') return;
  delete holder.reelbeatContentRestrictions;
  const { ceiling, allowUnrated } = seed as { ceiling?: unknown; allowUnrated?: unknown };
  setContentRestrictions({
    kids: true,
    ceiling: (typeof ceiling === 'string' && parseCeiling(ceiling)) || { country: 'US', max: 'G' },
    allowUnrated: allowUnrated === true,
  });
}

takeSeed();
