import type { Ceiling } from '@shared/content-ratings/ceiling';
import { setCatalogPreferences } from './preferences';

/*
 * A profile's ceiling as the catalogue is sent it (the preferences' `restriction.ceiling`), and
 * back. Nothing here checks the certification against the tables of `shared/content-ratings`
 * (tables that every page, and the small modules that start a page's calls ahead, would carry):
 * the server does, and answers a ceiling it cannot read with an error, never with the unfiltered
 * list.
 */

/** `{ country: 'es', max: ' ua  7+ ' }` → "ES:UA 7+": trimmed, spaces collapsed, upper-cased. */
export const catalogCeiling = (ceiling: Ceiling) =>
  `${ceiling.country.trim().toUpperCase()}:${ceiling.max.trim().replace(/\s+/g, ' ').toUpperCase()}`;

/** "US:PG" → `{ country: 'US', max: 'PG' }`, as written: the server judges it. */
export function readCatalogCeiling(text: string): Ceiling {
  const at = text.indexOf(':');
  return { country: text.slice(0, at) as Ceiling['country'], max: text.slice(at + 1) };
}

/**
 * A ceiling given before start-up: the end-to-end tests set `window.reelbeatContentRestrictions`
 * (a `{ ceiling: "US:PG", allowUnrated?: boolean }`) from an init script. Whatever it holds makes
 * a kids profile (without a "COUNTRY:CERTIFICATION" ceiling: US G). Taken once: the first module
 * that loads this one (`url.ts`, before any call is built; `src/lib/content-restrictions`)
 * applies it and removes it, so a page loaded later cannot undo a profile's own choice.
 */
function takeSeed(): void {
  const holder = globalThis as { reelbeatContentRestrictions?: unknown };
  const seed = holder.reelbeatContentRestrictions;
  if (!seed || typeof seed !== 'object') return;
  delete holder.reelbeatContentRestrictions;
  const { ceiling, allowUnrated } = seed as { ceiling?: unknown; allowUnrated?: unknown };
  const text = typeof ceiling === 'string' && /^[a-z]{2}:./i.test(ceiling) ? ceiling : 'US:G';
  setCatalogPreferences({
    restriction: {
      ceiling: catalogCeiling(readCatalogCeiling(text)),
      allowUnrated: allowUnrated === true,
    },
  });
}

takeSeed();
