import type { TitleRatings } from '../../../shared/content-ratings/ceiling.ts';
import type { RatedType } from '../../../shared/content-ratings/systems.ts';
import type { UpstreamProxy } from '../../upstream/index.ts';

/** How long one lookup may wait for the rate limit's next token before the title is hidden. */
export const RATING_WAIT_MS = 10_000;

export const ratingPath = (type: RatedType, id: number) =>
  type === 'movie' ? `/movie/${id}/release_dates` : `/tv/${id}/content_ratings`;

interface ReleaseDates {
  results?: { iso_3166_1?: unknown; release_dates?: { certification?: unknown }[] }[];
}
interface ContentRatings {
  results?: { iso_3166_1?: unknown; rating?: unknown }[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A film's release certifications or a series' content ratings, per country. */
export function readRatings(type: RatedType, body: unknown): TitleRatings {
  const ratings: Record<string, string[]> = {};
  const add = (country: unknown, certification: unknown) => {
    const code = text(country).toUpperCase();
    const value = text(certification);
    if (code && value) (ratings[code] ??= []).push(value);
  };
  if (type === 'movie') {
    for (const entry of (body as ReleaseDates).results ?? []) {
      for (const release of entry.release_dates ?? []) add(entry.iso_3166_1, release.certification);
    }
  } else {
    for (const entry of (body as ContentRatings).results ?? []) add(entry.iso_3166_1, entry.rating);
  }
  return ratings;
}

/**
 * A title's ratings through the catalogue proxy: its cache (a day), coalescing and rate limit
 * apply as to any call. Null when they could not be read (an error, the limit, a bad body): the
 * title is then hidden, never taken for unrated.
 */
export function ratingsLookup(proxy: UpstreamProxy) {
  return async (type: RatedType, id: number): Promise<TitleRatings | null> => {
    const response = await proxy.respond(ratingPath(type, id), new URLSearchParams(), {
      waitForTokenMs: RATING_WAIT_MS,
    });
    if (response.status !== 200) return null;
    try {
      const body: unknown = await response.json();
      return body && typeof body === 'object' ? readRatings(type, body) : null;
    } catch {
      return null;
    }
  };
}
