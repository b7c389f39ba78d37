import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../shared/config/runtime-config.ts';
import { testConfig } from '../../shared/test/test-config.ts';
import {
  NO_RESTRICTIONS,
  setContentRestrictions,
} from '../../src/lib/content-restrictions/store.ts';
import {
  discover,
  getMediaDetails,
  getPopular,
  getTrending,
  searchMulti,
} from '../../src/lib/tmdb/api.ts';
import { createApp } from '../app.ts';
import { readServerEnv } from '../env.ts';
import { buildCatalog } from './offline/catalog.ts';

/** The client under a kids profile's ceiling against the offline catalogue: filtered, parsed. */
const catalog = buildCatalog();
const rating = (type: string, id: number) => catalog.titles.get(`${type}:${id}`)?.certification;
const KIDS = new Set(['G', 'PG', 'TV-Y', 'TV-Y7', 'TV-G', 'TV-PG']);

beforeAll(async () => {
  const app = await createApp(readServerEnv({}), { serveStatic: false });
  setRuntimeConfig(
    testConfig({
      catalog: {
        mode: 'offline',
        baseUrl: '/api/catalog',
        imageBaseUrl: '/api/catalog/images',
        apiKey: null,
      },
    }),
  );
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://reelbeat.test');
    return app.request(`${url.pathname}${url.search}`);
  });
  setContentRestrictions({
    kids: true,
    ceiling: { country: 'US', max: 'PG' },
    allowUnrated: false,
  });
});
afterAll(() => {
  setContentRestrictions(NO_RESTRICTIONS);
  vi.unstubAllGlobals();
});

describe('client ↔ offline catalogue under a ceiling', () => {
  it('reads only titles within it, from every kind of list', async () => {
    const lists = [
      await getTrending(),
      await getPopular('movie'),
      await getPopular('tv'),
      (await discover('tv', { genreId: 16, originCountry: 'JP' })).results,
      (await searchMulti('the')).results,
    ];
    for (const items of lists) {
      for (const item of items) expect(KIDS.has(rating(item.type, item.id) ?? '')).toBe(true);
    }
    expect(lists[1]).toHaveLength(20);
  });

  it("reads a title's standing from its details", async () => {
    const r = catalog.popular.movie.find((t) => t.certification === 'R')!;
    const details = await getMediaDetails('movie', r.id);
    expect(details.ceiling).toEqual({
      allowed: false,
      reason: 'above',
      rating: 'R',
      country: 'US',
    });
    expect(details.similar.every((i) => KIDS.has(rating('movie', i.id) ?? ''))).toBe(true);
  });

  it('shows an error for a ceiling the catalogue cannot read, never the whole list', async () => {
    setContentRestrictions({
      kids: true,
      ceiling: { country: 'US', max: 'XYZ' },
      allowUnrated: false,
    });
    try {
      await expect(getPopular('movie')).rejects.toMatchObject({ status: 400 });
    } finally {
      setContentRestrictions({
        kids: true,
        ceiling: { country: 'US', max: 'PG' },
        allowUnrated: false,
      });
    }
  });
});
