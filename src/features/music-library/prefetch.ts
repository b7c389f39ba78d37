import type { QueryClient } from '@tanstack/react-query';
import { MUSIC_PAGE_SIZE } from '../../lib/music/client';
import { songSearchOptions } from './api/search-songs';
import { MOODS } from '../../config/music-moods';

/**
 * Starts the music home's mood searches as soon as the data layer is up, in parallel with the
 * page's own code: the same options (and cache entries) its sections read.
 */
export function prefetch(client: QueryClient) {
  for (const mood of MOODS)
    void client.prefetchQuery(songSearchOptions(mood, MUSIC_PAGE_SIZE.mood));
}
