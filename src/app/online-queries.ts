import { onlineManager, type QueryClient } from '@tanstack/react-query';

/**
 * Offline behaviour of the app's queries (docs/offline.md):
 * - queries run `offlineFirst` (set in createQueryClient): the first attempt always goes out,
 *   because the service worker may answer it from its copy; only the retries wait for a network;
 * - the query layer starts from what the browser says (TanStack assumes online until the first
 *   `offline` event, so an app opened offline would spend its retries before saying so);
 * - coming back online marks every answer stale and refetches what is on screen: answers read
 *   from the worker's copy while offline may be old, and a fresh read is what a user expects.
 * Returns the unsubscribe.
 */
export function followNetwork(
  client: QueryClient,
  manager = onlineManager,
  startOnline = typeof navigator === 'undefined' ? true : navigator.onLine,
): () => void {
  manager.setOnline(startOnline);
  let wasOnline = manager.isOnline();
  return manager.subscribe((online) => {
    if (online && !wasOnline) void client.invalidateQueries();
    wasOnline = online;
  });
}
