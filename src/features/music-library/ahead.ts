import { fetchAhead } from '../../lib/ahead';
import { MUSIC_PAGE_SIZE, SEARCH_SONGS_PATH, musicUrl } from '../../lib/music/url';
import { EAGER_MOODS, MOODS } from '../../config/music-moods';

/**
 * The music home's first screen is its first mood lists (their covers hold the largest paint):
 * their searches start as soon as this small module has loaded, beside the data layer that
 * prefetch.ts needs to read them.
 */
export function requestPageAhead(): void {
  for (const mood of MOODS.slice(0, EAGER_MOODS)) {
    fetchAhead(musicUrl(SEARCH_SONGS_PATH, { query: mood, page: 0, limit: MUSIC_PAGE_SIZE.mood }));
  }
}
