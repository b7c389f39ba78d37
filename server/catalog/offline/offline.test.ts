import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog.ts';
import { offlineCatalogRoutes } from './routes.ts';

const catalog = buildCatalog();
const app = offlineCatalogRoutes(catalog);

async function get(path: string) {
  const response = await app.request(path);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

interface Item {
  id: number;
  title?: string;
  name?: string;
  media_type?: string;
  genre_ids: number[];
  popularity: number;
  origin_country?: string[];
}
const results = (body: Record<string, unknown>) => body.results as Item[];
const all = [...catalog.titles.values()];

describe('offline catalogue data', () => {
  it('has at least 400 films, 25 TV series and 10 anime series', () => {
    expect(all.filter((t) => t.type === 'movie').length).toBeGreaterThanOrEqual(400);
    expect(all.filter((t) => t.type === 'tv' && !t.anime).length).toBeGreaterThanOrEqual(25);
    expect(all.filter((t) => t.anime).length).toBeGreaterThanOrEqual(10);
  });

  it('gives every title an overview, no invented cast, and ids that are unique per type', () => {
    for (const t of all) {
      expect(t.overview.length).toBeGreaterThan(10);
      // Real titles: only people the source data names (the director), never made-up actors.
      expect(t.cast).toEqual([]);
    }
    const darkKnight = all.find((t) => t.title === 'The Dark Knight');
    expect(darkKnight?.director?.name).toBe('Christopher Nolan');
    expect(new Set(all.map((t) => `${t.type}:${t.id}`)).size).toBe(all.length);
  });

  it('keeps ids stable across builds', () => {
    const again = buildCatalog();
    expect([...again.titles.keys()]).toEqual([...catalog.titles.keys()]);
    expect(again.popular.movie[0]?.director?.id).toEqual(catalog.popular.movie[0]?.director?.id);
  });

  it('writes real series facts: Breaking Bad from 2008 with 5 seasons and 62 episodes', async () => {
    const { body } = await get('/tv/7001?append_to_response=credits,videos,similar,external_ids');
    expect(body).toMatchObject({
      name: 'Breaking Bad',
      first_air_date: expect.stringMatching(/^2008-/),
      number_of_seasons: 5,
      number_of_episodes: 62,
    });
  });
});

describe('offline catalogue routes', () => {
  it('answers details with a trailer, cast and up to 20 similar titles of the same type', async () => {
    const id = catalog.popular.movie[0]?.id;
    const { status, body } = await get(
      `/movie/${id}?append_to_response=credits,videos,similar,external_ids`,
    );
    expect(status).toBe(200);
    const videos = (
      body.videos as { results: { key: string; site: string; type: string; name: string }[] }
    ).results;
    expect(videos.find((v) => v.type === 'Trailer')).toMatchObject({
      site: 'YouTube',
      key: `rb-movie-${id}`,
      name: expect.stringContaining('Official Trailer'),
    });
    const credits = body.credits as { cast: unknown[]; crew: { job: string; name: string }[] };
    expect(credits.cast).toEqual([]);
    expect(credits.crew).toEqual([
      expect.objectContaining({
        job: 'Director',
        name: catalog.popular.movie[0]?.director?.name,
      }),
    ]);
    const similar = (body.similar as { results: Item[] }).results;
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(20);
    expect(similar.some((s) => s.id === id)).toBe(false);
  });

  it('applies certification.lte to lists and search: films rated at most that, series kept', async () => {
    const rated = (films: Item[]) =>
      films.map((f) => catalog.titles.get(`movie:${f.id}`)?.certification);
    const all = (await get('/movie/popular')).body.results as Item[];
    expect(rated(all).some((r) => r === 'R')).toBe(true);
    const pg = (await get('/movie/popular?certification_country=US&certification.lte=PG')).body
      .results as Item[];
    expect(pg.length).toBe(20);
    expect(new Set(rated(pg))).toEqual(new Set(['G', 'PG']));
    const search = (await get('/search/multi?query=dark%20knight&certification.lte=PG')).body
      .results as Item[];
    expect(search.some((i) => i.title === 'The Dark Knight')).toBe(false);
    const tv = (await get('/tv/popular?certification.lte=G')).body.results as Item[];
    expect(tv.length).toBe(20);
  });

  it('leaves out appended blocks that were not asked for', async () => {
    const { body } = await get('/tv/7001');
    expect(body).not.toHaveProperty('credits');
    expect(body).not.toHaveProperty('videos');
  });

  it('answers unknown ids, seasons and paths with the service 404 body', async () => {
    for (const path of ['/movie/1', '/tv/7001/season/9', '/tv/999999', '/person/1']) {
      const { status, body } = await get(path);
      expect(status).toBe(404);
      expect(body).toEqual({
        success: false,
        status_code: 34,
        status_message: 'The resource you requested could not be found.',
      });
    }
  });

  it('answers a season with one episode per count, each with a still', async () => {
    const { body } = await get('/tv/7001/season/1');
    const episodes = body.episodes as { episode_number: number; still_path: string }[];
    expect(episodes.map((e) => e.episode_number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(episodes.every((e) => e.still_path.endsWith('.jpg'))).toBe(true);
  });

  it('searches case- and accent-insensitively', async () => {
    for (const query of ['amelie', 'AMÉLIE', 'deja vu', 'steins gate', 'Attack on titan']) {
      const { body } = await get(`/search/multi?query=${encodeURIComponent(query)}`);
      expect(results(body).length, query).toBeGreaterThan(0);
    }
    const { body } = await get('/search/multi?query=deja%20vu');
    expect(results(body)[0]?.title).toBe('Déjà Vu');
  });

  it('ranks an exact title match first', async () => {
    const { body } = await get('/search/multi?query=Alien');
    expect(results(body)[0]).toMatchObject({ title: 'Alien', media_type: 'movie' });
  });

  it('filters discover by genre, pages it, and keeps popularity order', async () => {
    const first = await get('/discover/movie?with_genres=878&page=1');
    const second = await get('/discover/movie?with_genres=878&page=2');
    const a = results(first.body);
    expect(a).toHaveLength(20);
    expect(a.every((i) => i.genre_ids.includes(878))).toBe(true);
    expect(a.map((i) => i.popularity)).toEqual(
      [...a.map((i) => i.popularity)].sort((x, y) => y - x),
    );
    expect(results(second.body)[0]?.id).not.toBe(a[0]?.id);
    expect(first.body.total_results).toBe(catalog.byGenre.movie.get(878)?.length);
  });

  it('sorts discover by popularity when sort_by names no sort, whatever the name', async () => {
    const popular = results((await get('/discover/movie')).body).map((i) => i.id);
    expect(results((await get('/discover/movie?sort_by=title.asc')).body)[0]?.id).not.toBe(
      popular[0],
    );
    // Names every object has (Object.prototype's) are no sort either.
    for (const sortBy of ['nonsense', '__proto__', 'valueOf', 'hasOwnProperty', 'constructor']) {
      const { status, body } = await get(`/discover/movie?sort_by=${sortBy}`);
      expect(status, sortBy).toBe(200);
      expect(
        results(body).map((i) => i.id),
        sortBy,
      ).toEqual(popular);
    }
  });

  it('lists anime as discover/tv with genre 16 from Japan', async () => {
    const { body } = await get('/discover/tv?with_genres=16&with_origin_country=JP');
    expect(results(body).length).toBeGreaterThanOrEqual(10);
    expect(results(body).every((i) => i.origin_country?.includes('JP'))).toBe(true);
  });

  it('returns stable trending, popular and top rated orderings with paging fields', async () => {
    for (const path of ['/trending/movie/week', '/tv/popular', '/movie/top_rated']) {
      const one = await get(path);
      const two = await get(path);
      expect(one.body).toEqual(two.body);
      expect(one.body).toMatchObject({
        page: 1,
        total_pages: expect.any(Number),
        total_results: expect.any(Number),
      });
    }
    const { body } = await get('/trending/tv/week');
    expect(results(body).every((i) => i.media_type === 'tv')).toBe(true);
  });

  it('rejects a page outside 1..500 like the service', async () => {
    const { status, body } = await get('/movie/popular?page=501');
    expect(status).toBe(400);
    expect(body).toMatchObject({ status_code: 22 });
  });
});
