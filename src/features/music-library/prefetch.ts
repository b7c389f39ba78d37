import type { QueryClient } from '@tanstack/react-query';
import { MUSIC_PAGE_SIZE } from '../../lib/music/client';
import { afterPageSettled, runInTasks } from '@/lib/startup';
import { songSearchOptions } from './api/search-songs';
import { EAGER_MOODS, MOODS } from '@shared/config/music-moods';

const search = (client: QueryClient) => (mood: (typeof MOODS)[number]) => () =>
  void client.prefetchQuery(songSearchOptions(mood, MUSIC_PAGE_SIZE.mood));

/**
 * Starts the music home's first mood searches as soon as the data layer is up, in parallel with
 * the page's own code: the same options (and cache entries) its sections read. The moods below
 * the first screen follow once the page has settled (a section that comes near the viewport
 * before then asks for itself), so their searches do not take the connections the first covers
 * wait for. Each starts in a task of its own, as Home's do (src/features/home/prefetch.ts), so
 * that together they are not one long task.
 */
export function prefetch(client: QueryClient): Promise<void> {
  afterPageSettled(() => void runInTasks(MOODS.slice(EAGER_MOODS).map(search(client))));
  return runInTasks(MOODS.slice(0, EAGER_MOODS).map(search(client)));
}
