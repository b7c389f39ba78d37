import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { clearAhead } from '@/lib/startup/ahead';
import { createTestQueryClient } from '../../test/render-app';
import { movie } from '@/test/title-fixtures';
import { testConfig } from '@/test/tmdb-fixtures';
import { stubFetch } from '@/test/stub-fetch';
import { settlePage } from '@/test/page-settled-mock';
import { resetPageSettled } from '@/lib/startup/use-page-settled';
import { requestPageAhead } from './ahead';
import { prefetch } from './prefetch';

vi.mock('@/lib/startup/page-settled', () => import('@/test/page-settled-mock'));

beforeEach(() => {
  // Each test is a fresh page: its settle is still to come.
  resetPageSettled();
  setRuntimeConfig(testConfig());
  clearAhead();
});
afterEach(() => vi.unstubAllGlobals());

describe("a detail page's call started ahead", () => {
  it('is the details call the prefetch then makes, asked for once', async () => {
    const calls = stubFetch((url) => ({
      body: url.pathname.includes('/genre/') ? { genres: [] } : movie,
    }));
    const match = { pathname: '/anime/42', params: { id: '42' } };
    requestPageAhead(match);
    expect(calls.map((url) => url.pathname)).toEqual(['/api/catalog/tv/42']);
    expect(calls[0]?.searchParams.get('append_to_response')).toBe(
      'credits,videos,similar,external_ids',
    );
    const queryClient = createTestQueryClient();
    prefetch(queryClient, match);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(calls.map((url) => url.pathname)).toEqual(['/api/catalog/tv/42']);
    settlePage();
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(calls.map((url) => url.pathname)).toEqual([
      '/api/catalog/tv/42',
      '/api/catalog/genre/movie/list',
      '/api/catalog/genre/tv/list',
    ]);
  });

  it('is not made for an address whose id is not one', () => {
    const calls = stubFetch(() => ({ body: movie }));
    requestPageAhead({ pathname: '/movie/undefined', params: { id: 'undefined' } });
    expect(calls).toEqual([]);
  });
});
