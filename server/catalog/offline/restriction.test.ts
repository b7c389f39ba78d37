import { describe, expect, it } from 'vitest';
import { buildCatalog, type Title } from './catalog.ts';
import { offlineCatalogRoutes } from './routes.ts';

const catalog = buildCatalog();
const app = offlineCatalogRoutes(catalog);

interface Item {
  id: number;
  media_type?: string;
  title?: string;
  name?: string;
}
interface Page {
  page: number;
  results: Item[];
  total_pages: number;
  total_results: number;
}

async function get<T = Page>(path: string): Promise<{ status: number; body: T }> {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as T };
}

const ratingOf = (type: string, id: number) =>
  catalog.titles.get(`${type}:${id}`)?.certification ?? null;
const KIDS_FILMS = new Set(['G', 'PG']);
const KIDS_SERIES = new Set(['TV-Y', 'TV-Y7', 'TV-G', 'TV-PG']);
const withinUsPg = (type: string, item: Item) =>
  (type === 'movie' ? KIDS_FILMS : KIDS_SERIES).has(ratingOf(type, item.id) ?? '');
const US_PG = 'reelbeat_ceiling=US:PG';

describe('a profile ceiling in the offline catalogue', () => {
  it.each([
    ['/movie/popular', 'movie'],
    ['/movie/top_rated', 'movie'],
    ['/discover/movie?with_genres=16', 'movie'],
    ['/trending/movie/week', 'movie'],
  ])('keeps %s to titles rated at most the ceiling, a full page of them', async (path, type) => {
    const { body } = await get(`${path}${path.includes('?') ? '&' : '?'}${US_PG}`);
    expect(body.results.length).toBeGreaterThan(0);
    for (const item of body.results) expect(withinUsPg(type, item), String(item.id)).toBe(true);
    if (body.total_results >= 20) expect(body.results).toHaveLength(20);
    // The answer names the ceiling it was filtered by; an answer without one has none.
    expect(body).toMatchObject({ reelbeat_ceiling: 'US:PG' });
    expect((await get(path)).body).not.toHaveProperty('reelbeat_ceiling');
  });

  it('keeps only the series rated for children and families, films and series in trending', async () => {
    const tv = (await get(`/tv/popular?${US_PG}`)).body.results;
    expect(tv.map((i) => i.name).sort()).toEqual(['My Hero Academia', 'Seinfeld', 'Spy x Family']);
    const all = (await get(`/trending/all/week?${US_PG}`)).body.results;
    expect(new Set(all.map((i) => i.media_type))).toEqual(new Set(['movie', 'tv']));
    for (const item of all) expect(withinUsPg(item.media_type!, item)).toBe(true);
  });

  it('pages the kept titles without repeats, and counts only them', async () => {
    const first = (await get(`/movie/popular?${US_PG}`)).body;
    const second = (await get(`/movie/popular?page=2&${US_PG}`)).body;
    const ids = [...first.results, ...second.results].map((i) => i.id);
    expect(new Set(ids).size).toBe(40);
    const kept = catalog.popular.movie.filter((t) => KIDS_FILMS.has(t.certification ?? ''));
    expect(first.total_results).toBe(kept.length);
    expect(first.results.map((i) => i.id)).toEqual(kept.slice(0, 20).map((t) => t.id));
  });

  it('hides unrated titles by default and shows them when the profile allows', async () => {
    // "Not Rated", "Open" and no rating at all: none is a certification of the US scale.
    const unrated = (t: Title) =>
      !['G', 'PG', 'PG-13', 'R', 'NC-17'].includes(t.certification ?? '');
    const hidden = await get(`/movie/popular?${US_PG}`);
    const ratedCount = hidden.body.total_results;
    const shown = await get(`/movie/popular?${US_PG}&reelbeat_unrated=1`);
    const unratedCount = catalog.popular.movie.filter(unrated).length;
    expect(shown.body.total_results).toBe(ratedCount + unratedCount);
  });

  it('searches only within the ceiling and leaves people out', async () => {
    const open = (await get('/search/multi?query=toy')).body.results;
    expect(open.some((i) => ratingOf('movie', i.id) === 'G')).toBe(true);
    const kids = (await get(`/search/multi?query=the&${US_PG}`)).body.results;
    expect(kids.length).toBeGreaterThan(0);
    for (const item of kids) {
      expect(item.media_type).not.toBe('person');
      expect(withinUsPg(item.media_type!, item)).toBe(true);
    }
    const dark = (await get(`/search/multi?query=dark%20knight&${US_PG}`)).body;
    expect(dark).toMatchObject({ total_results: 0, reelbeat_ceiling: 'US:PG' });
  });

  it('compares a ceiling of another country with the US rating by age', async () => {
    const { body } = await get('/movie/popular?reelbeat_ceiling=GB:12A');
    const ratings = new Set(body.results.map((i) => ratingOf('movie', i.id)));
    expect(ratings.has('PG-13')).toBe(false);
    expect([...ratings].every((r) => ['G', 'PG'].includes(r ?? ''))).toBe(true);
    const de16 = (await get('/movie/popular?reelbeat_ceiling=DE:16')).body.results;
    expect(de16.some((i) => ratingOf('movie', i.id) === 'PG-13')).toBe(true);
    expect(de16.some((i) => ratingOf('movie', i.id) === 'R')).toBe(false);
  });

  it("tells in a title's details how it stands, and lists only similar titles within", async () => {
    const r = catalog.popular.movie.find((t) => t.certification === 'R')!;
    const { body } = await get<Record<string, unknown>>(
      `/movie/${r.id}?append_to_response=similar&${US_PG}`,
    );
    expect(body.reelbeat_rating).toEqual({
      allowed: false,
      reason: 'above',
      rating: 'R',
      country: 'US',
    });
    const similar = (body.similar as Page).results;
    expect(similar.length).toBeGreaterThan(0);
    for (const item of similar) expect(withinUsPg('movie', item)).toBe(true);
    const open = (await get<Record<string, unknown>>(`/movie/${r.id}`)).body;
    expect(open).not.toHaveProperty('reelbeat_rating');
    const seinfeld = (await get<Record<string, unknown>>(`/tv/7022?${US_PG}`)).body;
    expect(seinfeld.reelbeat_rating).toMatchObject({ allowed: true, rating: 'TV-PG' });
  });

  it('answers an unreadable ceiling with an error, never the whole list', async () => {
    for (const path of ['/movie/popular', '/search/multi?query=the', '/tv/7022']) {
      const { status, body } = await get<Record<string, unknown>>(
        `${path}${path.includes('?') ? '&' : '?'}reelbeat_ceiling=US:XYZ`,
      );
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, status_code: 5 });
    }
  });

  it("answers the service's rating paths: release dates of films, content ratings of series", async () => {
    const pg13 = catalog.popular.movie.find((t) => t.certification === 'PG-13')!;
    const dates = (await get<Record<string, unknown>>(`/movie/${pg13.id}/release_dates`)).body;
    expect(dates).toMatchObject({
      id: pg13.id,
      results: [{ iso_3166_1: 'US', release_dates: [{ certification: 'PG-13', type: 3 }] }],
    });
    const ratings = (await get<Record<string, unknown>>('/tv/7001/content_ratings')).body;
    expect(ratings).toEqual({
      id: 7001,
      results: [{ descriptors: [], iso_3166_1: 'US', rating: 'TV-MA' }],
    });
    expect((await get('/tv/1/content_ratings')).status).toBe(404);
  });
});
