import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCatalogPreferences } from '../../src/lib/tmdb/preferences.ts';
import {
  discover,
  getMediaDetails,
  getPopular,
  getTrending,
  searchMulti,
} from '../../src/lib/tmdb/api.ts';
import { answerClientFromOfflineCatalog } from '../test/offline-catalog-client.ts';
import { buildCatalog } from './offline/catalog.ts';

/** The client under a kids profile's ceiling against the offline catalogue: filtered, parsed. */
const catalog = buildCatalog();
const rating = (type: string, id: number) => catalog.titles.get(`${type}:${id}`)?.certification;
const KIDS = new Set(['G', 'PG', 'TV-Y', 'TV-Y7', 'TV-G', 'TV-PG']);

/** A kids profile's US ceiling, where `src/lib/content-restrictions` puts it for the client. */
const underCeiling = (max: string) =>
  setCatalogPreferences({ restriction: { ceiling: `US:${max}`, allowUnrated: false } });

answerClientFromOfflineCatalog();

beforeAll(() => underCeiling('PG'));
afterAll(() => setCatalogPreferences({ restriction: undefined }));

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
    underCeiling('XYZ');
    try {
      await expect(getPopular('movie')).rejects.toMatchObject({ status: 400 });
    } finally {
      underCeiling('PG');
    }
  });
});
