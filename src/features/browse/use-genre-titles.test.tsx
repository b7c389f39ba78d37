import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { DEFAULT_CATALOG_PREFERENCES, setCatalogPreferences } from '@/lib/tmdb/preferences';
import { movieItem, paged, testConfig } from '@/test/tmdb-fixtures';
import { loadNextPage, useGenreTitles, useLoadingMore } from './use-genre-titles';

let asked: string[] = [];
let hold: Promise<void> = Promise.resolve();

beforeEach(() => {
  asked = [];
  hold = Promise.resolve();
  setRuntimeConfig(testConfig());
  setCatalogPreferences(DEFAULT_CATALOG_PREFERENCES);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://app.test');
      const page = Number(url.searchParams.get('page') ?? 1);
      asked.push(`page ${page}`);
      await hold;
      const item = { ...movieItem, id: page, title: `Film ${page}` };
      return new Response(JSON.stringify(paged([item], page, 3)), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderTitles() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let renders = 0;
  const view = renderHook(
    () => {
      renders += 1;
      const titles = useGenreTitles('movie', 28);
      // As the page does when it renders, to merge films and series once neither is loading.
      void titles.isFetchingNextPage;
      return titles;
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    },
  );
  return { ...view, renders: () => renders };
}

/** The "loading more" line's hook beside the page's, in one client, each counting its renders. */
function renderPageAndLine() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const count = { page: 0, line: 0 };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const page = renderHook(
    () => {
      count.page += 1;
      return useGenreTitles('movie', 28);
    },
    { wrapper },
  );
  const line = renderHook(
    () => {
      count.line += 1;
      return useLoadingMore(28);
    },
    { wrapper },
  );
  return { page, line, count };
}

describe('useGenreTitles', () => {
  it('renders when a next page arrives, not when it starts loading, and asks for it once', async () => {
    const { result, renders } = renderTitles();
    await waitFor(() => expect(result.current.data?.items).toHaveLength(1));
    const before = renders();

    let release!: () => void;
    hold = new Promise<void>((done) => (release = done));
    act(() => loadNextPage(result.current));
    await waitFor(() => expect(asked).toEqual(['page 1', 'page 2']));
    // The end of the list seen again while the page is on its way.
    act(() => loadNextPage(result.current));
    await new Promise((done) => setTimeout(done, 20));
    expect(renders()).toBe(before);
    expect(asked).toEqual(['page 1', 'page 2']);

    await act(async () => release());
    await waitFor(() =>
      expect(result.current.data?.items.map((i) => i.title)).toEqual(['Film 1', 'Film 2']),
    );
    expect(renders()).toBe(before + 1);
  });

  it('asks for nothing more once the last page is in', async () => {
    const { result } = renderTitles();
    await waitFor(() => expect(result.current.data?.items).toHaveLength(1));
    for (const page of [2, 3]) {
      act(() => loadNextPage(result.current));
      await waitFor(() => expect(result.current.data?.items).toHaveLength(page));
    }
    expect(result.current.hasNextPage).toBe(false);
    act(() => loadNextPage(result.current));
    await new Promise((done) => setTimeout(done, 20));
    expect(asked).toEqual(['page 1', 'page 2', 'page 3']);
  });

  it('tells the "loading more" line while a next page is on its way, rendering the line alone', async () => {
    const { page, line, count } = renderPageAndLine();
    await waitFor(() => expect(page.result.current.data?.items).toHaveLength(1));
    // The first page is the page's own "Loading…", not a next one.
    expect(line.result.current).toBe(false);
    const before = { ...count };

    let release!: () => void;
    hold = new Promise<void>((done) => (release = done));
    act(() => loadNextPage(page.result.current));
    await waitFor(() => expect(line.result.current).toBe(true));
    expect(count.page).toBe(before.page);

    await act(async () => release());
    await waitFor(() => expect(line.result.current).toBe(false));
    expect(page.result.current.data?.items).toHaveLength(2);
    expect(count.page).toBe(before.page + 1);
    expect(count.line).toBe(before.line + 2);
  });
});
