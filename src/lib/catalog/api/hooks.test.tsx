import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { DEFAULT_CATALOG_PREFERENCES, setCatalogPreferences } from '@/lib/tmdb/preferences';
import { movieItem, paged, testConfig, tvItem } from '@/test/tmdb-fixtures';
import { useCatalogStatus, useDiscover, useMediaDetails, useSearch, useTrending } from '../index';
import { QUERY_STALE_TIME_MS } from '@/lib/query-defaults';

let calls: URL[] = [];

function stubFetch(handler: (url: URL) => { status?: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://app.test');
      calls.push(url);
      const { status = 200, body } = handler(url);
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

beforeEach(() => {
  calls = [];
  setRuntimeConfig(testConfig());
  setCatalogPreferences(DEFAULT_CATALOG_PREFERENCES);
});
afterEach(() => vi.unstubAllGlobals());

describe('catalogue hooks', () => {
  it('useTrending gives merged normalised items and refetches when the language changes', async () => {
    stubFetch((url) => ({
      body: paged(url.pathname.includes('/movie/') ? [movieItem] : [tvItem]),
    }));
    const { result } = renderHook(() => useTrending(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((i) => i.title)).toEqual(['Breaking Bad', 'The Matrix']);
    expect(calls).toHaveLength(2);

    act(() => setCatalogPreferences({ language: 'ja' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls.slice(2).every((c) => c.searchParams.get('language') === 'ja')).toBe(true);
  });

  it('useSearch keeps the last results while a new query loads, never across a language switch', async () => {
    let answer: (url: URL) => Promise<void> = async () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://app.test');
        calls.push(url);
        await answer(url);
        const title = `${url.searchParams.get('query')} (${url.searchParams.get('language')})`;
        return new Response(JSON.stringify(paged([{ ...movieItem, title }])), { status: 200 });
      }),
    );
    // The app's client keeps answers fresh for five minutes (src/app/query-provider.tsx).
    const client = new QueryClient({
      defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS } },
    });
    const { result, rerender } = renderHook(({ q }) => useSearch(q), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
      initialProps: { q: 'alien' },
    });
    await waitFor(() => expect(result.current.data?.items[0]?.title).toBe('alien (en-US)'));

    let release!: () => void;
    answer = () => new Promise<void>((done) => (release = done));
    rerender({ q: 'aliens' });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(result.current.data?.items[0]?.title).toBe('alien (en-US)');
    release();
    await waitFor(() => expect(result.current.data?.items[0]?.title).toBe('aliens (en-US)'));

    act(() => setCatalogPreferences({ language: 'de-DE' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(result.current.data).toBeUndefined();
    release();
    await waitFor(() => expect(result.current.data?.items[0]?.title).toBe('aliens (de-DE)'));

    // Switching back shows the cached English results at once, without asking again.
    act(() => setCatalogPreferences({ language: 'en-US' }));
    expect(result.current.data?.items[0]?.title).toBe('aliens (en-US)');
    expect(calls).toHaveLength(3);
  });

  it('useSearch stays idle for a whitespace-only query', async () => {
    stubFetch(() => ({ body: paged([tvItem]) }));
    const { result } = renderHook(() => useSearch('   '), { wrapper: wrapper() });
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('useDiscover loads further pages and flattens them without repeats', async () => {
    stubFetch((url) => {
      const page = Number(url.searchParams.get('page'));
      const items =
        page === 1
          ? [
              { ...tvItem, id: 1 },
              { ...tvItem, id: 2 },
            ]
          : [
              { ...tvItem, id: 2 },
              { ...tvItem, id: 3 },
            ];
      return {
        body: paged(
          items.map((i) => ({ ...i, media_type: undefined })),
          page,
          2,
        ),
      };
    });
    const { result } = renderHook(() => useDiscover('tv', 16), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.items.map((i) => i.id)).toEqual([1, 2, 3]));
    expect(result.current.hasNextPage).toBe(false);
  });

  it('useMediaDetails does not fetch for an invalid id', () => {
    stubFetch(() => ({ body: {} }));
    const { result } = renderHook(() => useMediaDetails('movie', Number('undefined')), {
      wrapper: wrapper(),
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('useCatalogStatus fails with the connection message when the service cannot be reached', async () => {
    setCatalogPreferences({ retries: 1 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { result } = renderHook(() => useCatalogStatus(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(
      'Cannot connect to the movie database API. Please check your internet connection.',
    );
  });
});
