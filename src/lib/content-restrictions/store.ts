import { create } from 'zustand';
import {
  ceilingChoices,
  formatCeiling,
  parseCeiling,
  type Ceiling,
} from '@shared/content-ratings/ceiling';
import { isRatingCountry } from '@shared/content-ratings/systems';
import { setCatalogPreferences } from '../tmdb/preferences';

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

/**
 * A ceiling given before start-up: the end-to-end tests set `window.reelbeatContentRestrictions`
 * (a `{ ceiling: "US:PG", allowUnrated?: boolean }`) from an init script. A seed can only
 * restrict: whatever it holds makes a kids profile (an unreadable ceiling becomes US G).
 */
function seeded(): ContentRestrictions | null {
  const seed = (globalThis as { reelbeatContentRestrictions?: unknown })
    .reelbeatContentRestrictions;
  if (!seed || typeof seed !== 'object') return null;
  const { ceiling, allowUnrated } = seed as { ceiling?: unknown; allowUnrated?: unknown };
  const parsed = typeof ceiling === 'string' ? parseCeiling(ceiling) : null;
  return {
    kids: true,
    ceiling: parsed ?? { country: 'US', max: 'G' },
    allowUnrated: allowUnrated === true,
  };
}

export const useContentRestrictions = create<ContentRestrictions>(() => NO_RESTRICTIONS);

export const getContentRestrictions = () => useContentRestrictions.getState();

/** Makes `next` the active restrictions, for every catalogue call and music list from now on. */
export function setContentRestrictions(next: ContentRestrictions): void {
  const value = next.kids ? { ...next, ceiling: readable(next.ceiling) } : next;
  useContentRestrictions.setState(value, true);
  setCatalogPreferences({
    restriction: value.kids
      ? { ceiling: formatCeiling(value.ceiling), allowUnrated: value.allowUnrated }
      : undefined,
  });
}

const seed = seeded();
if (seed) setContentRestrictions(seed);
