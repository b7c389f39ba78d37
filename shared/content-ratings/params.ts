import { parseCeiling, type Ceiling } from './ceiling.ts';

/**
 * How the app asks the catalogue for a profile's ceiling: two query parameters on every
 * catalogue call, which Reelbeat's server reads and never forwards to the service.
 */
export const CEILING_PARAM = 'reelbeat_ceiling';
export const UNRATED_PARAM = 'reelbeat_unrated';
/** The field a details answer gains under a ceiling: the title's `Verdict`. */
export const VERDICT_FIELD = 'reelbeat_rating';

/** A ceiling as the catalogue client sends it: `ceiling` is "US:PG". */
export interface CatalogRestriction {
  ceiling: string;
  allowUnrated: boolean;
}

export const restrictionParams = (restriction: CatalogRestriction) => ({
  [CEILING_PARAM]: restriction.ceiling,
  [UNRATED_PARAM]: restriction.allowUnrated ? 1 : 0,
});

export interface ReadRestriction {
  ceiling: Ceiling;
  allowUnrated: boolean;
}

/**
 * The ceiling a request asks for: null when it asks for none, `invalid` for a ceiling Reelbeat
 * cannot read (answered with an error, never with the unfiltered list).
 */
export function readRestriction(query: URLSearchParams): ReadRestriction | null | 'invalid' {
  const raw = query.get(CEILING_PARAM);
  if (raw === null) return null;
  const ceiling = parseCeiling(raw);
  if (!ceiling) return 'invalid';
  return { ceiling, allowUnrated: query.get(UNRATED_PARAM) === '1' };
}
