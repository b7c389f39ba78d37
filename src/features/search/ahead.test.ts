import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { clearAhead } from '@/lib/startup/ahead';
import { createTestQueryClient } from '../../test/render-app';
import { paged, testConfig } from '@/test/tmdb-fixtures';
import { stubFetch } from '@/test/stub-fetch';
import { requestPageAhead } from './ahead';
import { prefetch } from './prefetch';

beforeEach(() => {
  setRuntimeConfig(testConfig());
  clearAhead();
});
afterEach(() => vi.unstubAllGlobals());

describe("a search page's call started ahead", () => {
  it('is the first page of results its prefetch then reads, asked for once', async () => {
    const calls = stubFetch((url) => ({
      body: url.pathname.includes('/genre/') ? { genres: [] } : paged([]),
    }));
    const search = new URLSearchParams('q=%20alien%20');
    requestPageAhead(null, search);
    expect(calls.map((url) => url.pathname + url.search)).toEqual([
      '/api/catalog/search/multi?language=en-US&query=alien&page=1&include_adult=false',
    ]);
    const queryClient = createTestQueryClient();
    prefetch(queryClient, null, search);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(calls.filter((url) => url.pathname.endsWith('/search/multi'))).toHaveLength(1);
  });

  it('is not made without a query', () => {
    const calls = stubFetch(() => ({ body: paged([]) }));
    requestPageAhead(null, new URLSearchParams('q=%20'));
    expect(calls).toEqual([]);
  });
});
