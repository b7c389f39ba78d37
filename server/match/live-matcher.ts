import { parseRetryAfter, type UpstreamProxy } from '../upstream/index.ts';
import { sleep } from '../upstream/retry.ts';
import type { MediaItem } from '../../shared/catalog/media-item.ts';
import { MatcherBusy } from './busy.ts';
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
const DID_NOT_ANSWER = 'The catalogue service did not answer';

export interface LiveMatcherOptions {
  /**
   * How long one request may wait for capacity in all (the rate limit's next token, or an
   * upstream's `Retry-After`) before it answers 503 + `Retry-After` instead (default 20 s).
   */
  patienceMs?: number;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
}

/**
 * How long a 429/503 asks to wait (a second at least, so "now" cannot spin), or null when it is
 * a failure rather than "later".
 */
function laterMs(response: Response, now: number): number | null {
  if (response.status !== 429 && response.status !== 503) return null;
  const asked = parseRetryAfter(response.headers.get('retry-after'), now);
  return asked === null ? null : Math.max(1000, asked);
}

/**
 * Live matching through the catalogue proxy (so every lookup is cached and retried within the
 * upstream's limits): `/find/{imdb id}` first, else `/search/movie` or `/search/tv` by title+year.
 * A lookup the rate limit holds back waits for capacity; when it cannot come within the
 * request's patience, the request fails with MatcherBusy rather than reporting rows as unmatched.
 */
export function liveMatcher(proxy: UpstreamProxy, options: LiveMatcherOptions = {}): Matcher {
  const { patienceMs = 20_000, now = Date.now, wait = sleep } = options;

  async function get(path: string, params: Record<string, string>, deadline: number) {
    for (;;) {
      const waitForTokenMs = Math.max(0, deadline - now());
      const response = await proxy.respond(path, new URLSearchParams(params), { waitForTokenMs });
      if (response.ok) return (await response.json()) as Raw;
      const later = laterMs(response, now());
      if (later === null) return null;
      if (now() + later > deadline) throw new MatcherBusy(Math.max(1, Math.ceil(later / 1000)));
      await wait(later);
    }
  }

  async function one(row: MatchRow, deadline: number): Promise<MatchOutcome> {
    if (row.imdbId) {
      const found = await get(`/find/${row.imdbId}`, { external_source: 'imdb_id' }, deadline);
      if (!found) return miss(DID_NOT_ANSWER);
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
    const page = await get(`/search/${type}`, params, deadline);
    if (!page) return miss(DID_NOT_ANSWER);
    const first = (page.results as Raw[] | undefined)?.[0];
    return first
      ? { item: liveItem(first, type), reason: null }
      : miss('No match in the catalogue');
  }

  return {
    async match(rows) {
      const deadline = now() + patienceMs;
      const out: MatchOutcome[] = new Array(rows.length);
      let next = 0;
      let busy: MatcherBusy | null = null;
      const worker = async () => {
        while (next < rows.length && !busy) {
          const i = next++;
          try {
            out[i] = await one(rows[i]!, deadline);
          } catch (error) {
            if (error instanceof MatcherBusy) busy = error;
            else out[i] = miss(DID_NOT_ANSWER);
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      if (busy) throw busy;
      return out;
    },
  };
}
