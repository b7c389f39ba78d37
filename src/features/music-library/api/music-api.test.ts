import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { testConfig } from '@shared/test/test-config';
import { asked, stubFetch } from '@/test/stub-fetch';
import { searchSongs, songSearchOptions } from './search-songs';

const raw = (id: string) => ({
  id,
  name: `Song ${id}`,
  duration: '61',
  primaryArtists: 'Someone',
  image: [{ quality: '150x150', link: `/i/${id}.png` }],
  downloadUrl: [{ quality: '320kbps', url: `/a/${id}` }],
});
let answer: unknown;
let requested: URL[] = [];

beforeEach(() => {
  setRuntimeConfig(testConfig());
  requested = stubFetch(() => ({ body: answer }));
});
afterEach(() => vi.unstubAllGlobals());

describe('music api', () => {
  it('searches songs into a page of Reelbeat songs, from a page or a bare list', async () => {
    answer = { success: true, data: { total: '12', start: 0, results: [raw('a')] } };
    const page = await searchSongs('Chill', 1, 8);
    expect(requested.map(asked)).toEqual(['/api/music/search/songs?query=Chill&page=1&limit=8']);
    expect(page.total).toBe(12);
    expect(page.results[0]).toMatchObject({ id: 'a', duration: 61 });
    expect(page.results[0]?.image).toEqual([{ quality: '150x150', url: '/i/a.png' }]);

    answer = { status: 'SUCCESS', data: [raw('b'), raw('c')] };
    const bare = await searchSongs('Chill');
    expect(bare).toMatchObject({ total: 2, start: 0 });
    expect(bare.results.map((s) => s.id)).toEqual(['b', 'c']);
  });

  it('shares one cache entry per query and size, from the one key factory', () => {
    expect(songSearchOptions('Chill', 8).queryKey).toEqual([
      'music',
      'search',
      'songs',
      'Chill',
      0,
      8,
    ]);
    expect(songSearchOptions('Chill').queryKey).toEqual([
      'music',
      'search',
      'songs',
      'Chill',
      0,
      20,
    ]);
  });
});
