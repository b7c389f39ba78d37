import {
  isRatingCountry,
  normaliseCertification,
  ratingAge,
  RATING_SYSTEMS,
  type RatedType,
  type RatingCountry,
} from './systems.ts';

/** A profile's content ceiling: the highest certification it shows, in one country's system. */
export interface Ceiling {
  country: RatingCountry;
  /** A certification of that country's film or TV scale, e.g. "PG" or "TV-Y7". */
  max: string;
}

/** "US:PG" — the form the catalogue's `reelbeat_ceiling` parameter carries. */
export const formatCeiling = (ceiling: Ceiling) => `${ceiling.country}:${ceiling.max}`;

/** The age a ceiling admits: its certification's, in the film scale first. Null when unknown. */
export const ceilingAge = (ceiling: Ceiling) => ratingAge(ceiling.country, 'movie', ceiling.max);

/** "US:PG" → a ceiling, or null for a country or certification Reelbeat does not know. */
export function parseCeiling(text: string): Ceiling | null {
  const at = text.indexOf(':');
  if (at < 0) return null;
  const country = text.slice(0, at).trim().toUpperCase();
  const max = normaliseCertification(text.slice(at + 1));
  if (!isRatingCountry(country)) return null;
  const ceiling = { country, max };
  return ceilingAge(ceiling) === null ? null : ceiling;
}

/** The certifications a ceiling can be set to in `country`: its film scale, youngest first. */
export const ceilingChoices = (country: RatingCountry): string[] =>
  [...RATING_SYSTEMS[country].movie].sort((a, b) => a[1] - b[1]).map(([name]) => name);

/**
 * A title's certifications by country (ISO 3166-1, e.g. `{ US: ['PG-13'], GB: ['12A'] }`), as
 * the service's release dates (films) and content ratings (series) list them.
 */
export type TitleRatings = Readonly<Record<string, readonly string[]>>;

export interface Verdict {
  allowed: boolean;
  /**
   * `within`/`above` the ceiling; `unrated`: no known rating; `unknown`: ratings not read;
   * `adult`: the service marks it adult (over every ceiling).
   */
  reason: 'within' | 'above' | 'unrated' | 'unknown' | 'adult';
  /** The certification the verdict rests on, as the service wrote it, and its country. */
  rating: string | null;
  country: string | null;
}

/** The strictest known certification a title has in `country`, with its age. */
function strictest(type: RatedType, country: string, listed: readonly string[] = []) {
  let best: { rating: string; age: number } | null = null;
  for (const rating of listed) {
    const age = ratingAge(country, type, rating);
    if (age !== null && (!best || age > best.age)) best = { rating: rating.trim(), age };
  }
  return best;
}

/**
 * Whether a title passes a ceiling. A title the service marks `adult` never does, whatever its
 * certifications say and whether or not unrated titles are allowed. Otherwise its rating is the
 * ceiling country's (the strictest one when it has several release certifications); without
 * one, the US rating stands in, compared by age; without either the title is unrated, shown
 * only when `allowUnrated`. Ratings that could not be read (`null`) never pass: an unreadable
 * rating is not the same as no rating.
 */
export function judgeTitle(
  type: RatedType,
  ratings: TitleRatings | null,
  ceiling: Ceiling,
  allowUnrated: boolean,
  adult = false,
): Verdict {
  if (adult) return { allowed: false, reason: 'adult', rating: null, country: null };
  if (!ratings) return { allowed: false, reason: 'unknown', rating: null, country: null };
  const limit = ceilingAge(ceiling) ?? 0;
  for (const country of new Set([ceiling.country, 'US'])) {
    const found = strictest(type, country, ratings[country]);
    if (found) {
      const allowed = found.age <= limit;
      return { allowed, reason: allowed ? 'within' : 'above', rating: found.rating, country };
    }
  }
  return { allowed: allowUnrated, reason: 'unrated', rating: null, country: null };
}
