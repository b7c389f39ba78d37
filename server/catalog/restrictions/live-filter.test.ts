import { describe, expect, it } from 'vitest';
import { MAX_UPSTREAM_PAGES } from './live-filter.ts';
import { KIDS, catalog, liveEachTest, ratingOf, type Page } from './live-testing.ts';

const { live } = liveEachTest();

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
