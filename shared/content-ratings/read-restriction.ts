import { parseCeiling, type Ceiling } from './ceiling.ts';
import { CEILING_PARAM, UNRATED_PARAM } from './params.ts';

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
