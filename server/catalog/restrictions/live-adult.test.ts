import { describe, expect, it } from 'vitest';
import { catalog, liveEachTest, ratingOf, type Page } from './live-testing.ts';

const { live, stop } = liveEachTest();

describe('a profile ceiling in live mode, and titles the service marks adult', () => {
  it('keeps out every title the service marks adult, whatever its rating says', async () => {
    const unrated = '/movie/popular?reelbeat_ceiling=US:PG&reelbeat_unrated=1';
    const before = (await (await live()).get(unrated)).body.results;
    const rated = before.find((i) => ratingOf('movie', i.id) === 'G')!;
    const none = before.find((i) => ratingOf('movie', i.id) === null)!;
    expect(rated && none).toBeTruthy();
    // A fresh server (the proxy's cache holds the answers above), with both marked adult.
    await stop();
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
});
