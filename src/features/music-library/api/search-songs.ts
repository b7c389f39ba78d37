import { queryOptions, useQuery } from '@tanstack/react-query';
import { MUSIC_PAGE_SIZE, musicClient } from '@/lib/music/client';
import { normaliseSong, toNumber } from '@/lib/music/normalise';
import type { Page, Song } from '@/lib/music/types';
import {
  getContentRestrictions,
  hidesExplicit,
  useHidesExplicit,
} from '@/lib/content-restrictions';
import { musicKeys } from './query-keys';

/** Songs matching `query` (`/search/songs`); the service answers a page or a bare list. */
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

/**
 * Without the songs the service marks explicit, still `limit` long where it can be: half as many
 * again are asked for (at most the service's 100), and the list is cut back to `limit`.
 */
async function searchWithoutExplicit(
  query: string,
  limit: number,
  signal?: AbortSignal,
): Promise<Page<Song>> {
  const page = await searchSongs(query, 0, Math.min(100, limit + Math.ceil(limit / 2)), signal);
  return { ...page, results: page.results.filter((s) => !s.explicit).slice(0, limit) };
}

/**
 * The mood lists, Trending and the search box all read this; one mood's key is one cache entry.
 * A profile that hides explicit songs (`src/lib/content-restrictions`) has lists of its own.
 */
export const songSearchOptions = (
  query: string,
  limit: number = MUSIC_PAGE_SIZE.default,
  hideExplicit: boolean = hidesExplicit(getContentRestrictions()),
) =>
  queryOptions({
    queryKey: musicKeys.songSearch(query, 0, limit, hideExplicit),
    queryFn: ({ signal }) =>
      hideExplicit
        ? searchWithoutExplicit(query, limit, signal)
        : searchSongs(query, 0, limit, signal),
    staleTime: 5 * 60 * 1000,
  });

export const useSongSearch = (
  query: string,
  limit?: number,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...songSearchOptions(query, limit, useHidesExplicit()), enabled });

/**
 * One mood section's songs on the music home: its section and the page (which waits on the
 * first mood's covers) read the same cache entry through this.
 */
export const useMoodSongs = (mood: string, options?: { enabled?: boolean }) =>
  useSongSearch(mood, MUSIC_PAGE_SIZE.mood, options);
