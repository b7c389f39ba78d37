/**
 * How the app asks the catalogue for a profile's ceiling: two query parameters on every
 * catalogue call, which Reelbeat's server reads and never forwards to the service.
 */
export const CEILING_PARAM = 'reelbeat_ceiling';
export const UNRATED_PARAM = 'reelbeat_unrated';
/** The field a details answer gains under a ceiling: the title's `Verdict`. */
export const VERDICT_FIELD = 'reelbeat_rating';
/**
 * The field a list answer gains under a ceiling: the ceiling it was filtered by ("US:PG"). The
 * app refuses a list without it, so a catalogue that ignored the ceiling (another server, the
 * service itself) shows an error rather than titles over the limit.
 */
export const CEILING_FIELD = 'reelbeat_ceiling';

/** A ceiling as the catalogue client sends it: `ceiling` is "US:PG". */
export interface CatalogRestriction {
  ceiling: string;
  allowUnrated: boolean;
}

export const restrictionParams = (restriction: CatalogRestriction) => ({
  [CEILING_PARAM]: restriction.ceiling,
  [UNRATED_PARAM]: restriction.allowUnrated ? 1 : 0,
});
