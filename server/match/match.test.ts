import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../catalog/offline/catalog.ts';
import type { UpstreamProxy } from '../upstream/index.ts';
import { liveMatcher } from './live-matcher.ts';
import { offlineMatcher } from './offline-matcher.ts';
import { matchRoutes } from './routes.ts';

const catalog = buildCatalog();
const film = catalog.popular.movie[0]!;
const year = Number(film.releaseDate.slice(0, 4));

async function post(rows: unknown) {
  const app = matchRoutes(offlineMatcher(catalog));
  const res = await app.request('/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rows }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      results: { item: { id: number } | null; reason: string | null }[];
    },
  };
}

describe('offline batch matcher', () => {
  it('matches many rows per request by title and year, by id, and says why others failed', async () => {
    const { status, body } = await post([
      { title: film.title.toUpperCase(), year, type: 'movie' },
      { title: film.title, year: year + 1 },
      { tmdbId: film.id, type: 'movie' },
      { title: 'A Film That Was Never Made 1234' },
      { title: film.title, year: 1801 },
      { imdbId: 'tt0111161' },
    ]);
    expect(status).toBe(200);
    expect(body.results.map((r) => r.item?.id ?? null)).toEqual([
      film.id,
      film.id,
      film.id,
      null,
      null,
      null,
    ]);
    expect(body.results.slice(3).map((r) => r.reason)).toEqual([
      'No title with this name in the catalogue',
      'No title with this name from 1801',
      'IMDb id not in the offline catalogue',
    ]);
  });

  it('refuses malformed or oversized requests', async () => {
    expect((await post('nope')).status).toBe(400);
    expect((await post(Array.from({ length: 501 }, () => ({ title: 'x' })))).status).toBe(400);
  });
});

describe('live batch matcher', () => {
  it('uses /find for IMDb ids and /search/{type} by title and year, through the proxy', async () => {
    const calls: string[] = [];
    const proxy = {
      respond: async (path: string, query: URLSearchParams) => {
        calls.push(`${path}?${query}`);
        const body = path.startsWith('/find')
          ? { movie_results: [{ id: 278, title: 'Found', genre_ids: [18] }], tv_results: [] }
          : {
              results: path.endsWith('/tv')
                ? [{ id: 9, name: 'Show', first_air_date: '2001-01-01' }]
                : [],
            };
        return new Response(JSON.stringify(body), { status: 200 });
      },
    } as unknown as UpstreamProxy;
    const results = await liveMatcher(proxy).match([
      { imdbId: 'tt0111161' },
      { title: 'Show', year: 2001, type: 'tv' },
      { title: 'Nothing', year: 1999 },
    ]);
    expect(results.map((r) => r.item?.title ?? r.reason)).toEqual([
      'Found',
      'Show',
      'No match in the catalogue',
    ]);
    expect(calls).toEqual([
      '/find/tt0111161?external_source=imdb_id',
      '/search/tv?query=Show&first_air_date_year=2001',
      '/search/movie?query=Nothing&year=1999',
    ]);
  });
});
