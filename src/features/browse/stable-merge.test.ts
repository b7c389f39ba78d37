import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@/lib/catalog';
import { appendNewByPopularity, useStableMerge } from './stable-merge';

const title = (type: 'movie' | 'tv', id: number, popularity: number) =>
  ({ type, id, popularity, title: `${type} ${id}` }) as unknown as MediaItem;
const ids = (items: MediaItem[]) => items.map((item) => `${item.type}-${item.id}`);

const moviesPage1 = [title('movie', 1, 90), title('movie', 2, 50)];
const seriesPage1 = [title('tv', 1, 70), title('tv', 2, 40)];
const moviesPage2 = [title('movie', 3, 45), title('movie', 4, 30)];
const seriesPage2 = [title('tv', 3, 35), title('tv', 4, 20)];
const bothPages = [
  [...moviesPage1, ...moviesPage2],
  [...seriesPage1, ...seriesPage2],
];
/** The first pages sorted together, then the second pages sorted together. */
const firstShown = ['movie-1', 'tv-1', 'movie-2', 'tv-2'];
const thenAdded = [...firstShown, 'movie-3', 'tv-3', 'movie-4', 'tv-4'];

describe('appendNewByPopularity', () => {
  it('sorts a first load by popularity across both lists', () => {
    expect(ids(appendNewByPopularity([], [moviesPage1, seriesPage1]))).toEqual(firstShown);
  });

  it('keeps what is shown in place and adds the next pages after it, sorted among themselves', () => {
    const shown = appendNewByPopularity([], [moviesPage1, seriesPage1]);
    // Sorting everything would have put movie 3 (45) above series 2 (40), a shown title.
    expect(ids(appendNewByPopularity(shown, bothPages))).toEqual(thenAdded);
  });

  it('drops titles no list holds any more and takes the lists’ newer copies', () => {
    const shown = appendNewByPopularity([], [moviesPage1, seriesPage1]);
    const renamed = { ...moviesPage1[1]!, title: 'renamed' } as MediaItem;
    const next = appendNewByPopularity(shown, [[renamed], []]);
    expect(next).toEqual([renamed]);
  });
});

describe('useStableMerge', () => {
  it('adds a page only once neither list is still loading its next one', () => {
    const { result, rerender } = renderHook(
      ({ lists, settled }) => useStableMerge(lists, settled),
      { initialProps: { lists: [moviesPage1, seriesPage1], settled: true } },
    );
    expect(ids(result.current)).toEqual(firstShown);

    // Films' next page is in, the series' is still on its way: nothing moves yet.
    act(() => rerender({ lists: [[...moviesPage1, ...moviesPage2], seriesPage1], settled: false }));
    expect(ids(result.current)).toEqual(firstShown);

    act(() => rerender({ lists: bothPages, settled: true }));
    expect(ids(result.current)).toEqual(thenAdded);
  });

  it('returns the same array while the lists are the same', () => {
    const lists = [moviesPage1, seriesPage1];
    const { result, rerender } = renderHook(() => useStableMerge(lists, true));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
