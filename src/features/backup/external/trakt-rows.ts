import { cleanTitle, imdbIdOf, isoOf, yearOf, type ExternalRow } from './rows';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null;

/** Whether parsed JSON looks like a Trakt history, watchlist or ratings export. */
export const isTraktExport = (value: unknown) =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => {
    const o = obj(item);
    return !!o && (!!obj(o.movie) || !!obj(o.show));
  });

/** Trakt items: { watched_at | listed_at | rated_at, rating?, type, movie | show (| episode) }. */
export function traktRows(value: unknown[], source: string): ExternalRow[] {
  return value.map((item) => {
    const o = obj(item) ?? {};
    const movie = obj(o.movie);
    const media = movie ?? obj(o.show) ?? {};
    const ids = obj(media.ids) ?? {};
    const rating = typeof o.rating === 'number' ? o.rating : null;
    const tmdb = typeof ids.tmdb === 'number' && Number.isInteger(ids.tmdb) ? ids.tmdb : null;
    return {
      list: o.watched_at ? 'watched' : rating !== null ? 'rating' : 'watchlist',
      title: cleanTitle(media.title),
      year: yearOf(media.year),
      type: movie ? 'movie' : 'tv',
      imdbId: imdbIdOf(ids.imdb),
      tmdbId: tmdb,
      rating,
      date: isoOf(o.watched_at ?? o.listed_at ?? o.rated_at),
      source,
    };
  });
}
