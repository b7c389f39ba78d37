import { fetchAhead, type ServiceBases } from '@/lib/startup';
import { MUSIC_PAGE_SIZE, SEARCH_SONGS_PATH, musicUrl } from '../../lib/music/url';
import { EAGER_MOODS, MOODS } from '@shared/config/music-moods';

/**
 * The searches of the music home's first screen: its first mood lists, whose covers hold the
 * largest paint. index.html also preloads them on a first visit (`fixedCalls`, read by the
 * build), so they must be built here, the one place.
 */
export function firstScreenSearches(base?: string): string[] {
  return MOODS.slice(0, EAGER_MOODS).map((mood) =>
    musicUrl(SEARCH_SONGS_PATH, { query: mood, page: 0, limit: MUSIC_PAGE_SIZE.mood }, base),
  );
}

/**
 * The music home's first screen's searches start as soon as this small module has loaded,
 * beside the data layer that prefetch.ts needs to read them (on a first visit the browser
 * already has them on their way: index.html's preload, which `fetch` takes up).
 */
export function requestPageAhead(): void {
  for (const url of firstScreenSearches()) {
    fetchAhead(url);
  }
}

/** Its calls at fixed addresses: index.html starts them before `main.js` has run. */
export function fixedCalls({ music }: ServiceBases): string[] {
  return firstScreenSearches(music);
}
