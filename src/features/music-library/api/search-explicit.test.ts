import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { testConfig } from '@shared/test/test-config';
import { NO_RESTRICTIONS, setContentRestrictions } from '@/lib/content-restrictions';
import { normaliseSong } from '@/lib/music/normalise';
import { songSearchOptions } from './search-songs';

const raw = (id: string, explicitContent: boolean | number | string | null = false) => ({
  id,
  name: `Song ${id}`,
  explicitContent,
  image: [],
  downloadUrl: [{ quality: '320kbps', url: `/a/${id}` }],
});
const requested: URL[] = [];

beforeEach(() => {
  setRuntimeConfig(testConfig());
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://app.test');
      requested.push(url);
      const limit = Number(url.searchParams.get('limit'));
      // Every third song is explicit.
      const results = Array.from({ length: limit }, (_, i) => raw(`s${i}`, i % 3 === 1));
      return new Response(
        JSON.stringify({ success: true, data: { total: 99, start: 0, results } }),
      );
    }),
  );
});
afterEach(() => {
  setContentRestrictions(NO_RESTRICTIONS);
  vi.unstubAllGlobals();
});

describe('explicit songs', () => {
  it('are read from either generation of the service', () => {
    expect(normaliseSong(raw('a', true)).explicit).toBe(true);
    expect(normaliseSong(raw('b', '1')).explicit).toBe(true);
    expect(normaliseSong(raw('c', 1)).explicit).toBe(true);
    for (const no of [false, 0, '0', null])
      expect(normaliseSong(raw('d', no))).not.toHaveProperty('explicit');
  });

  it('stay in the lists of a profile that does not hide them', async () => {
    const page = await new QueryClient().fetchQuery(songSearchOptions('Pop Hits', 8));
    expect(page.results.filter((s) => s.explicit)).toHaveLength(3);
    expect(requested[0]?.searchParams.get('limit')).toBe('8');
  });

  it("leave a kids profile's lists, which still hold as many songs, under a key of their own", async () => {
    const open = songSearchOptions('Pop Hits', 8).queryKey;
    setContentRestrictions({
      kids: true,
      ceiling: { country: 'US', max: 'PG' },
      allowUnrated: false,
    });
    const options = songSearchOptions('Pop Hits', 8);
    expect(options.queryKey).not.toEqual(open);
    const page = await new QueryClient().fetchQuery(options);
    expect(page.results).toHaveLength(8);
    expect(page.results.some((s) => s.explicit)).toBe(false);
    expect(requested[0]?.searchParams.get('limit')).toBe('12');
  });
});
