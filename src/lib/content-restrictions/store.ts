import type { Ceiling } from '@shared/content-ratings/ceiling';
import type { CatalogRestriction } from '@shared/content-ratings/params';
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
 * "US:PG" and back. Nothing here checks the certification against the tables of
 * `shared/content-ratings` (tables that every page, and the small modules that start a page's
 * calls ahead, would carry): the server does, and answers a ceiling it cannot read with
 * an error, never with the unfiltered list. The profile screens offer `ceilingChoices` only.
 */
const written = (ceiling: Ceiling) =>
  `${ceiling.country.trim().toUpperCase()}:${ceiling.max.trim().replace(/\s+/g, ' ').toUpperCase()}`;

function readCeiling(text: string): Ceiling {
  const at = text.indexOf(':');
  return { country: text.slice(0, at) as Ceiling['country'], max: text.slice(at + 1) };
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
        ceiling: readCeiling(restriction.ceiling),
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
  setCatalogPreferences({
    restriction: next.kids
      ? { ceiling: written(next.ceiling), allowUnrated: next.allowUnrated }
      : undefined,
  });
}

/**
 * A ceiling given before start-up: the end-to-end tests set `window.reelbeatContentRestrictions`
 * (a `{ ceiling: "US:PG", allowUnrated?: boolean }`) from an init script. Whatever it holds makes
 * a kids profile (without a "COUNTRY:CERTIFICATION" ceiling: US G). Taken once: the first page that loads this
 * module applies it and removes it, so a page loaded later cannot undo a profile's own choice.
 */
function takeSeed(): void {
  const holder = globalThis as { reelbeatContentRestrictions?: unknown };
  const seed = holder.reelbeatContentRestrictions;
  if (!seed || typeof seed !== 'object') return;
  delete holder.reelbeatContentRestrictions;
  const { ceiling, allowUnrated } = seed as { ceiling?: unknown; allowUnrated?: unknown };
  const text = typeof ceiling === 'string' && /^[a-z]{2}:./i.test(ceiling) ? ceiling : 'US:G';
  setContentRestrictions({
    kids: true,
    ceiling: readCeiling(text),
    allowUnrated: allowUnrated === true,
  });
}

takeSeed();
