import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { resetPageSettled } from '@/lib/startup/use-page-settled';
import { settlePage } from '@/test/page-settled-mock';
import { testConfig } from '@/test/tmdb-fixtures';
import { useGenreNames } from './genre-names';

vi.mock('@/lib/startup/page-settled', () => import('@/test/page-settled-mock'));

const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  resetPageSettled();
  setRuntimeConfig(testConfig());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://app.test');
      calls.push(url.pathname);
      const genres = url.pathname.includes('/movie/')
        ? [{ id: 28, name: 'Action' }]
        : [{ id: 18, name: 'Drama' }];
      return new Response(JSON.stringify({ genres }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const wrapper = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

describe('useGenreNames', () => {
  it('asks for the genre lists only once the page has settled, then names the ids', async () => {
    const ids = [18, 28, 99];
    const { result } = renderHook(() => useGenreNames(ids), {
      wrapper: wrapper(new QueryClient()),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    // Still to come: a card keeps the line's place.
    expect(result.current).toBeNull();

    act(() => settlePage());
    await waitFor(() => expect(result.current).toEqual(['Drama', 'Action']));
    expect(calls).toEqual(['/api/catalog/genre/movie/list', '/api/catalog/genre/tv/list']);
  });

  it('has nothing to wait for without ids', () => {
    const { result } = renderHook(() => useGenreNames([]), {
      wrapper: wrapper(new QueryClient()),
    });
    expect(result.current).toEqual([]);
  });

  it('asks at once for cards built after the page has settled', async () => {
    act(() => {
      renderHook(() => useGenreNames([]), { wrapper: wrapper(new QueryClient()) });
    });
    act(() => settlePage());
    // Later cards (a later page of the visit) do not wait for another settle.
    const { result } = renderHook(() => useGenreNames([28]), {
      wrapper: wrapper(new QueryClient()),
    });
    await waitFor(() => expect(result.current).toEqual(['Action']));
  });
});
