import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerEnv } from '../../env.ts';
import { startStandIn } from '../../upstream/testing.ts';
import { liveCatalogRoutes } from '../live.ts';
import { buildCatalog } from '../offline/catalog.ts';
import { offlineCatalogRoutes } from '../offline/routes.ts';
import { MAX_UPSTREAM_PAGES } from './live-filter.ts';

const catalog = buildCatalog();
const offline = offlineCatalogRoutes(catalog);
const ratingOf = (type: string, id: number) =>
  catalog.titles.get(`${type}:${id}`)?.certification ?? null;
const KIDS = new Set(['G', 'PG', 'TV-Y', 'TV-Y7', 'TV-G', 'TV-PG']);

interface Item {
  id: number;
  media_type?: string;
}
interface Page {
  page: number;
  results: Item[];
  total_pages: number;
  total_results: number;
}

/**
 * The catalogue service as live mode meets it: the offline catalogue's answers (lists without
 * certifications, ratings under their own paths), every call recorded; `failRatingsOf` makes
 * one title's ratings fail as a service error would.
 */
function service() {
  const seen: string[] = [];
  const state = { failRatingsOf: -1, adult: new Set<number>() };
  const app = new Hono();
  app.use('*', async (c, next) => {
    seen.push(new URL(c.req.url).pathname + new URL(c.req.url).search);
    if (c.req.path.endsWith(`/${state.failRatingsOf}/release_dates`)) {
      return c.json({ success: false, status_code: 11 }, 500);
    }
    await next();
    if (state.adult.size) c.res = markAdult(await c.res.json(), state.adult);
  });
  app.route('/3', offline);
  return { app, seen, state };
}

/** The service's answer with `adult: true` on the titles of `ids` (itself, its lists, similar). */
function markAdult(body: unknown, ids: Set<number>): Response {
  const mark = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(mark);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([k, v]) => [k, mark(v)] as const);
    const item = Object.fromEntries(entries) as { id?: unknown; adult?: unknown };
    if (typeof item.id === 'number' && 'adult' in item && ids.has(item.id)) item.adult = true;
    return item;
  };
  return Response.json(mark(body));
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function live() {
  const upstream = service();
  const standIn = await startStandIn(upstream.app);
  close = standIn.close;
  const env = readServerEnv({ TMDB_API_KEY: 'k'.repeat(32), TMDB_API_URL: `${standIn.url}/3` });
  const { app } = liveCatalogRoutes(env, '/api/catalog', { retries: 0, ratePerS: 10_000 });
  const get = async <T = Page>(path: string) => {
    const response = await app.request(`/api/catalog${path}`);
    return { response, body: (await response.json()) as T };
  };
  return { get, ...upstream };
}

const lists = (seen: string[], path: string) => seen.filter((s) => s.startsWith(`/3${path}?`));

describe('a profile ceiling in live mode', () => {
  it('keeps a list to titles within the ceiling, read from their ratings, a full page', async () => {
    const { get, seen } = await live();
    const teens = new Set([...KIDS, 'PG-13']);
    const { body } = await get('/movie/popular?page=1&reelbeat_ceiling=US:PG-13');
    expect(body.results.length).toBeGreaterThanOrEqual(20);
    for (const item of body.results) expect(teens.has(ratingOf('movie', item.id) ?? '')).toBe(true);
    expect(body).toMatchObject({ reelbeat_ceiling: 'US:PG-13' });
    // The service never sees the ceiling; it is asked for each title's release dates.
    expect(seen.some((s) => s.includes('reelbeat_'))).toBe(false);
    expect(seen.some((s) => /\/3\/movie\/\d+\/release_dates/.test(s))).toBe(true);
  });

  it("names the service's last page read, and the next page continues from there", async () => {
    const { get, seen } = await live();
    const { body } = await get('/movie/popular?reelbeat_ceiling=US:PG');
    for (const item of body.results) expect(KIDS.has(ratingOf('movie', item.id) ?? '')).toBe(true);
    expect(body.page).toBe(lists(seen, '/movie/popular').length);
    const next = (await get(`/movie/popular?page=${body.page + 1}&reelbeat_ceiling=US:PG`)).body;
    expect(next.page).toBeGreaterThan(body.page);
    const ids = [...body.results, ...next.results].map((i) => i.id);
    expect(ids.length).toBeGreaterThan(body.results.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reads series content ratings in mixed lists and drops people from search', async () => {
    const { get } = await live();
    const trending = (await get('/trending/all/week?reelbeat_ceiling=US:PG')).body.results;
    expect(trending.some((i) => i.media_type === 'tv')).toBe(true);
    for (const item of trending)
      expect(KIDS.has(ratingOf(item.media_type!, item.id) ?? '')).toBe(true);
    const open = (await get('/search/multi?query=nolan')).body.results;
    expect(open.some((i) => i.media_type === 'person')).toBe(true);
    const search = (await get('/search/multi?query=nolan&reelbeat_ceiling=US:PG')).body.results;
    expect(search.some((i) => i.media_type === 'person')).toBe(false);
  });

  it("reads at most a few of the service's pages for one filtered page", async () => {
    const { get, seen } = await live();
    const { body } = await get('/movie/top_rated?reelbeat_ceiling=US:TV-Y');
    expect(lists(seen, '/movie/top_rated')).toHaveLength(MAX_UPSTREAM_PAGES);
    expect(body.page).toBe(MAX_UPSTREAM_PAGES);
    expect(body.results.length).toBeLessThan(20);
    for (const item of body.results) expect(ratingOf('movie', item.id)).toBe('G');
  });

  it('shows unrated titles only when the profile allows them', async () => {
    const { get } = await live();
    const rated = (t: number) =>
      ['G', 'PG', 'PG-13', 'R', 'NC-17'].includes(ratingOf('movie', t) ?? '');
    const hidden = (await get('/movie/popular?reelbeat_ceiling=US:PG')).body.results;
    expect(hidden.every((i) => rated(i.id))).toBe(true);
    const shown = (await get('/movie/popular?reelbeat_ceiling=US:PG&reelbeat_unrated=1')).body;
    expect(shown.results.some((i) => !rated(i.id))).toBe(true);
  });

  it('says in details how a title stands and filters its similar titles', async () => {
    const { get } = await live();
    const r = catalog.popular.movie.find((t) => t.certification === 'R')!;
    const { body } = await get<Record<string, unknown>>(
      `/movie/${r.id}?append_to_response=similar&reelbeat_ceiling=US:PG`,
    );
    expect(body.reelbeat_rating).toEqual({
      allowed: false,
      reason: 'above',
      rating: 'R',
      country: 'US',
    });
    const plain = (await get<Record<string, unknown>>(`/movie/${r.id}`)).body;
    expect(plain).not.toHaveProperty('reelbeat_rating');
    // An animated film's similar titles: the service's twenty, of which the kids' ones stay.
    const g = catalog.popular.movie.find(
      (t) => t.certification === 'G' && t.genreIds.includes(16),
    )!;
    const open = (await get<Record<string, unknown>>(`/movie/${g.id}?append_to_response=similar`))
      .body.similar as Page;
    const kept = (
      await get<Record<string, unknown>>(
        `/movie/${g.id}?append_to_response=similar&reelbeat_ceiling=US:PG`,
      )
    ).body.similar as Page;
    expect(kept.results.length).toBeGreaterThan(0);
    expect(kept.results.length).toBeLessThan(open.results.length);
    for (const item of kept.results) expect(KIDS.has(ratingOf('movie', item.id) ?? '')).toBe(true);
  });

  it('hides a title whose ratings fail, even where unrated titles are allowed, and caches no such answer', async () => {
    const { get, state } = await live();
    const victim = catalog.popular.movie.find((t) => KIDS.has(t.certification ?? ''))!.id;
    const path = '/movie/popular?reelbeat_ceiling=US:PG&reelbeat_unrated=1';
    state.failRatingsOf = victim;
    const { response, body } = await get(path);
    expect(body.results.map((i) => i.id)).not.toContain(victim);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const details = (
      await get<Record<string, unknown>>(
        `/movie/${victim}?reelbeat_ceiling=US:PG&reelbeat_unrated=1`,
      )
    ).body;
    expect(details.reelbeat_rating).toMatchObject({ allowed: false, reason: 'unknown' });
    state.failRatingsOf = -1;
    const later = await get(path);
    expect(later.body.results.map((i) => i.id)).toContain(victim);
    expect(later.response.headers.get('Cache-Control')).toMatch(/^public/);
  });

  it('asks the service once per title: ratings come from the cache the next time', async () => {
    const { get, seen } = await live();
    await get('/tv/popular?reelbeat_ceiling=US:PG');
    const calls = seen.length;
    const again = (await get('/tv/popular?reelbeat_ceiling=US:PG')).body;
    expect(seen.length).toBe(calls);
    expect(again.results.map((i) => ratingOf('tv', i.id)).every((r) => KIDS.has(r ?? ''))).toBe(
      true,
    );
  });

  it('keeps out every title the service marks adult, whatever its rating says', async () => {
    const unrated = '/movie/popular?reelbeat_ceiling=US:PG&reelbeat_unrated=1';
    const before = (await (await live()).get(unrated)).body.results;
    const rated = before.find((i) => ratingOf('movie', i.id) === 'G')!;
    const none = before.find((i) => ratingOf('movie', i.id) === null)!;
    expect(rated && none).toBeTruthy();
    // A fresh server (the proxy's cache holds the answers above), with both marked adult.
    await close?.();
    const { get, state } = await live();
    for (const id of [rated.id, none.id]) state.adult.add(id);
    const ids = async (path: string) => (await get(path)).body.results.map((i) => i.id);
    // Lists and rows (an unrated title allowed, a G one: both adult), and search.
    expect(await ids(unrated)).not.toContain(rated.id);
    expect(await ids(unrated)).not.toContain(none.id);
    const title = catalog.titles.get(`movie:${rated.id}`)!.title;
    const query = encodeURIComponent(title);
    expect(await ids(`/search/multi?query=${query}`)).toContain(rated.id);
    expect(await ids(`/search/multi?query=${query}&reelbeat_ceiling=US:PG`)).not.toContain(
      rated.id,
    );
    // Details: over the ceiling, and never in another title's similar titles.
    const details = (
      await get<Record<string, unknown>>(
        `/movie/${rated.id}?append_to_response=similar&reelbeat_ceiling=US:PG&reelbeat_unrated=1`,
      )
    ).body;
    expect(details.reelbeat_rating).toEqual({
      allowed: false,
      reason: 'adult',
      rating: null,
      country: null,
    });
    const similar = (
      await get<Record<string, unknown>>(`/movie/${rated.id}?append_to_response=similar`)
    ).body.similar as Page;
    const other = similar.results[0]!;
    const around = (
      await get<Record<string, unknown>>(`/movie/${other.id}?append_to_response=similar`)
    ).body.similar as Page;
    // Asked with another append (the proxy caches the answer above), its similar all adult.
    state.adult = new Set(around.results.map((i) => i.id));
    const kept = (
      await get<Record<string, unknown>>(
        `/movie/${other.id}?append_to_response=credits,similar&reelbeat_ceiling=US:R&reelbeat_unrated=1`,
      )
    ).body.similar as Page;
    expect(around.results.length).toBeGreaterThan(0);
    expect(kept.results).toEqual([]);
  });

  it('answers an unreadable ceiling with an error, without calling the service', async () => {
    const { get, seen } = await live();
    const { response, body } = await get<Record<string, unknown>>(
      '/movie/popular?reelbeat_ceiling=US:ZZZ',
    );
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ success: false, status_code: 5 });
    expect(seen).toEqual([]);
  });

  it('forwards other paths as before, without the ceiling', async () => {
    const { get, seen } = await live();
    const { response } = await get('/genre/movie/list?reelbeat_ceiling=US:PG&language=en');
    expect(response.status).toBe(200);
    expect(seen).toEqual(['/3/genre/movie/list?language=en&api_key=' + 'k'.repeat(32)]);
  });
});
