import type { QueryClient } from '@tanstack/react-query';
import { MUSIC_PAGE_SIZE } from '../../lib/music/client';
import { songSearchOptions } from './api/search-songs';
import { MOODS } from '../../config/music-moods';
import { runInTasks } from '../../lib/yield-to-main';

/**
 * Starts the music home's mood searches as soon as the data layer is up, in parallel with the
 * page's own code: the same options (and cache entries) its sections read. Each starts in a
 * task of its own, as Home's do (src/features/home/prefetch.ts): together they were one task
 * of ~40 ms in a trace of the music home.
 */
export function prefetch(client: QueryClient): Promise<void> {
  return runInTasks(
    MOODS.map(
      (mood) => () => void client.prefetchQuery(songSearchOptions(mood, MUSIC_PAGE_SIZE.mood)),
    ),
  );
}
