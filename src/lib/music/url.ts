import { getRuntimeConfig } from '../../../shared/config/runtime-config.ts';

/** How many items the app asks the music service for, per list. */
export const MUSIC_PAGE_SIZE = {
  mood: 8,
  trending: 20,
  search: 30,
  default: 20,
  playlist: 100,
  suggestions: 10,
  artistCounts: 10,
} as const;

/** The song search's path: the music home's mood lists start it ahead of the client. */
export const SEARCH_SONGS_PATH = '/search/songs';

export type MusicParams = Record<string, string | number | undefined>;

/** The address of one music call; parameters without a value are left out. */
export function musicUrl(
  path: string,
  params: MusicParams = {},
  base: string = getRuntimeConfig().music.baseUrl,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value));
  }
  const qs = query.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}
