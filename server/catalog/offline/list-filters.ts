import type { Context } from 'hono';
import type { Title } from './catalog.ts';

type Order = (a: Title, b: Title) => number;

const byPopularity: Order = (a, b) => b.popularity - a.popularity;

/** The offline catalogue's list parameters, read as the service reads them. */
const SORTS = new Map<string, Order>([
  ['popularity.desc', byPopularity],
  ['popularity.asc', (a, b) => a.popularity - b.popularity],
  ['vote_average.desc', (a, b) => b.voteAverage - a.voteAverage],
  ['vote_average.asc', (a, b) => a.voteAverage - b.voteAverage],
  ['primary_release_date.desc', (a, b) => b.releaseDate.localeCompare(a.releaseDate)],
  ['primary_release_date.asc', (a, b) => a.releaseDate.localeCompare(b.releaseDate)],
  ['first_air_date.desc', (a, b) => b.releaseDate.localeCompare(a.releaseDate)],
  ['first_air_date.asc', (a, b) => a.releaseDate.localeCompare(b.releaseDate)],
  ['title.asc', (a, b) => a.title.localeCompare(b.title)],
  ['name.asc', (a, b) => a.title.localeCompare(b.title)],
]);

/**
 * `sort_by`'s order; popularity for a name that is no sort. A Map, so a name every object has
 * (`__proto__`, `valueOf`) is no sort either.
 */
export const sortOf = (name: string | undefined): Order => SORTS.get(name ?? '') ?? byPopularity;

const CERTIFICATION_ORDER = ['G', 'PG', 'PG-13', 'R', 'NC-17'];

/**
 * `certification.lte` (with `certification_country=US`), as the service reads it: only titles
 * rated at most that. Films without a US rating drop out, as on the service; series have no MPAA
 * rating in the data and stay (TV ratings are another scale).
 */
export function certificationFilter(c: Context): ((t: Title) => boolean) | null {
  const limit = CERTIFICATION_ORDER.indexOf(c.req.query('certification.lte') ?? '');
  if (limit < 0) return null;
  return (t) => {
    if (t.type === 'tv') return true;
    const rank = CERTIFICATION_ORDER.indexOf(t.certification ?? '');
    return rank >= 0 && rank <= limit;
  };
}

/** `with_genres`: "a,b" means both, "a|b" either (the service's syntax). */
export function genreFilter(spec: string | undefined): ((t: Title) => boolean) | null {
  if (!spec) return null;
  if (spec.includes('|')) {
    const any = spec.split('|').map(Number);
    return (t) => any.some((g) => t.genreIds.includes(g));
  }
  const all = spec.split(',').map(Number);
  return (t) => all.every((g) => t.genreIds.includes(g));
}
