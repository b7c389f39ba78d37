import type { UpstreamProxy } from '../upstream/index.ts';
import type { MediaItem } from '../../shared/catalog/media-item.ts';
import { miss, type Matcher, type MatchOutcome, type MatchRow } from './shapes.ts';

type Raw = Record<string, unknown>;
const num = (v: unknown, d = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

export function liveItem(raw: Raw, type: 'movie' | 'tv'): MediaItem {
  return {
    id: num(raw.id),
    type,
    title: str(raw.title) ?? str(raw.name) ?? 'Unknown Title',
    overview: str(raw.overview) ?? '',
    posterPath: str(raw.poster_path),
    backdropPath: str(raw.backdrop_path),
    voteAverage: num(raw.vote_average),
    releaseDate: str(raw.release_date) ?? str(raw.first_air_date),
    genreIds: Array.isArray(raw.genre_ids)
      ? raw.genre_ids.filter((g) => typeof g === 'number')
      : [],
    popularity: num(raw.popularity),
  };
}

/** How many upstream calls one request runs at once (the proxy retries and caches each). */
const CONCURRENCY = 4;

/**
 * Live matching through the catalogue proxy (so every lookup is cached and retried within the
 * upstream's limits): `/find/{imdb id}` first, else `/search/movie` or `/search/tv` by title+year.
 */
export function liveMatcher(proxy: UpstreamProxy): Matcher {
  async function get(path: string, params: Record<string, string>): Promise<Raw | null> {
    const response = await proxy.respond(path, new URLSearchParams(params));
    if (!response.ok) return null;
    return (await response.json()) as Raw;
  }

  async function one(row: MatchRow): Promise<MatchOutcome> {
    if (row.imdbId) {
      const found = await get(`/find/${row.imdbId}`, { external_source: 'imdb_id' });
      if (!found) return miss('The catalogue service did not answer');
      const movie = (found.movie_results as Raw[] | undefined)?.[0];
      const tv = (found.tv_results as Raw[] | undefined)?.[0];
      if (movie && row.type !== 'tv') return { item: liveItem(movie, 'movie'), reason: null };
      if (tv) return { item: liveItem(tv, 'tv'), reason: null };
      if (!row.title) return miss('IMDb id not found');
    }
    if (!row.title) return miss('The row has no title');
    const type = row.type ?? 'movie';
    const params: Record<string, string> = { query: row.title };
    if (row.year) params[type === 'movie' ? 'year' : 'first_air_date_year'] = String(row.year);
    const page = await get(`/search/${type}`, params);
    if (!page) return miss('The catalogue service did not answer');
    const first = (page.results as Raw[] | undefined)?.[0];
    return first
      ? { item: liveItem(first, type), reason: null }
      : miss('No match in the catalogue');
  }

  return {
    async match(rows) {
      const out: MatchOutcome[] = new Array(rows.length);
      let next = 0;
      const worker = async () => {
        while (next < rows.length) {
          const i = next++;
          out[i] = await one(rows[i]!).catch(() => miss('The catalogue service did not answer'));
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      return out;
    },
  };
}
