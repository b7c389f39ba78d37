import { queryOptions, useQuery } from '@tanstack/react-query';
import { MUSIC_PAGE_SIZE, musicClient } from '@/lib/music/client';
import { normaliseSong, toNumber } from '@/lib/music/normalise';
import type { Page, Song } from '@/lib/music/types';
import { musicKeys } from './query-keys';

/** Songs matching `query` (spec 7 `/search/songs`); the service answers a page or a bare list. */
export async function searchSongs(
  query: string,
  page = 0,
  limit: number = MUSIC_PAGE_SIZE.default,
  signal?: AbortSignal,
): Promise<Page<Song>> {
  const raw = await musicClient.get('searchSongs', { params: { query, page, limit }, signal });
  const results = Array.isArray(raw) ? raw : raw.results;
  return {
    total: (Array.isArray(raw) ? null : toNumber(raw.total)) ?? results.length,
    start: (Array.isArray(raw) ? null : toNumber(raw.start)) ?? 0,
    results: results.map(normaliseSong),
  };
}

/** The mood lists, Trending and the search box all read this; one mood's key is one cache entry. */
export const songSearchOptions = (query: string, limit: number = MUSIC_PAGE_SIZE.default) =>
  queryOptions({
    queryKey: musicKeys.songSearch(query, 0, limit),
    queryFn: ({ signal }) => searchSongs(query, 0, limit, signal),
    staleTime: 5 * 60 * 1000,
  });

export const useSongSearch = (
  query: string,
  limit?: number,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...songSearchOptions(query, limit), enabled });

/**
 * One mood section's songs on the music home: its section and the page (which waits on the
 * first mood's covers) read the same cache entry through this.
 */
export const useMoodSongs = (mood: string, options?: { enabled?: boolean }) =>
  useSongSearch(mood, MUSIC_PAGE_SIZE.mood, options);
