import { queryOptions } from '@tanstack/react-query';
import { MUSIC_PAGE_SIZE, musicClient } from '@/lib/music/client';

/** One key factory for song searches; the same key as the player's mood lists, so they share a cache. */
export const songSearchKeys = {
  search: (query: string, limit: number) => ['music', 'search', 'songs', query, 0, limit] as const,
};

export const songSearchOptions = (query: string, limit: number = MUSIC_PAGE_SIZE.default) =>
  queryOptions({
    queryKey: songSearchKeys.search(query, limit),
    queryFn: ({ signal }) => musicClient.searchSongs(query, 0, limit, signal),
    staleTime: 5 * 60 * 1000,
  });
