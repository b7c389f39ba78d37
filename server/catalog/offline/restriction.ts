import type { Context } from 'hono';
import {
  formatCeiling,
  judgeTitle,
  type TitleRatings,
  type Verdict,
} from '../../../shared/content-ratings/ceiling.ts';
import { CEILING_FIELD, CEILING_PARAM } from '../../../shared/content-ratings/params.ts';
import {
  readRestriction,
  type ReadRestriction,
} from '../../../shared/content-ratings/read-restriction.ts';
import { invalidCeilingResponse } from '../restrictions/invalid-ceiling.ts';
import type { Title } from './catalog.ts';

/**
 * A profile's ceiling in the offline catalogue. The offline titles carry their US rating only
 * (films from the data, series from `series-ratings.ts`), so a ceiling in another country
 * compares with it by age, as the live catalogue does for a title its country has not rated.
 */
export const ratingsOf = (t: Title): TitleRatings =>
  t.certification ? { US: [t.certification] } : {};

export const verdictOf = (t: Title, restriction: ReadRestriction): Verdict =>
  judgeTitle(t.type, ratingsOf(t), restriction.ceiling, restriction.allowUnrated);

export type OfflineRestriction =
  | { kind: 'none' }
  | { kind: 'invalid'; response: Response }
  | { kind: 'ceiling'; restriction: ReadRestriction; allows: (t: Title) => boolean };

/** The ceiling a request carries, with the test each title of an answer must pass. */
export function restrictionOf(c: Context): OfflineRestriction {
  const query = new URL(c.req.url).searchParams;
  const restriction = readRestriction(query);
  if (restriction === null) return { kind: 'none' };
  if (restriction === 'invalid') {
    return { kind: 'invalid', response: invalidCeilingResponse(query.get(CEILING_PARAM)) };
  }
  return { kind: 'ceiling', restriction, allows: (t) => verdictOf(t, restriction).allowed };
}

/** What a list answer under a ceiling names it by (`CEILING_FIELD`); nothing without one. */
export const ceilingField = (profile: OfflineRestriction) =>
  profile.kind === 'ceiling' ? { [CEILING_FIELD]: formatCeiling(profile.restriction.ceiling) } : {};

/** `/movie/{id}/release_dates`: the service's shape, with the title's one (US) certification. */
export function releaseDates(t: Title) {
  const results = t.certification
    ? [
        {
          iso_3166_1: 'US',
          release_dates: [
            {
              certification: t.certification,
              descriptors: [],
              iso_639_1: '',
              note: '',
              release_date: `${t.releaseDate}T00:00:00.000Z`,
              type: 3,
            },
          ],
        },
      ]
    : [];
  return { id: t.id, results };
}

/** `/tv/{id}/content_ratings`: the service's shape, with the series' US rating. */
export function contentRatings(t: Title) {
  const results = t.certification
    ? [{ descriptors: [], iso_3166_1: 'US', rating: t.certification }]
    : [];
  return { id: t.id, results };
}
