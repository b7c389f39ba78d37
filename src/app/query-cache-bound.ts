import type { QueryClient } from '@tanstack/react-query';
import type { Settings } from '@/lib/settings';

/**
 * Settings' cache size, as what the app really keeps: the number of catalogue and music answers
 * held in memory. Sizes are the setting's labels; an answer is a few kilobytes, so these counts
 * stay far under them, and the larger the choice the more screens come back without a fetch.
 */
export const CACHE_ENTRIES: Record<Settings['cacheSize'], number> = {
  '500MB': 100,
  '1GB': 250,
  '2GB': 500,
  '5GB': 1000,
};

/**
 * Keeps the query cache at `maxEntries()` answers: when one more is added, the least recently
 * updated answers that no screen is showing are dropped. Returns a function that stops it.
 */
export function boundQueryCache(client: QueryClient, maxEntries: () => number): () => void {
  const cache = client.getQueryCache();
  const trim = (added: unknown) => {
    const all = cache.getAll();
    const excess = all.length - maxEntries();
    if (excess <= 0) return;
    all
      // The answer being added has no data yet, and is the one just asked for: never it.
      .filter((query) => query !== added && query.getObserversCount() === 0)
      .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt)
      .slice(0, excess)
      .forEach((query) => cache.remove(query));
  };
  return cache.subscribe((event) => {
    if (event.type === 'added') trim(event.query);
  });
}
