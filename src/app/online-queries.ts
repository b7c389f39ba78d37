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

/** What workbox-broadcast-update posts when a revalidated answer differs from the saved copy. */
interface CacheUpdated {
  type?: unknown;
  meta?: unknown;
}

/**
 * The service worker answers catalogue and music reads from its copy and revalidates behind
 * (stale-while-revalidate); when the fresh answer differs it says so, and the queries on screen
 * refetch (a burst of updates becomes one refetch). Returns the unsubscribe.
 */
export function refetchOnCacheUpdate(
  client: QueryClient,
  container:
    | Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'>
    | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  delayMs = 300,
): () => void {
  if (!container) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as CacheUpdated | null;
    if (data?.meta !== 'workbox-broadcast-update' || data.type !== 'CACHE_UPDATED') return;
    clearTimeout(timer);
    timer = setTimeout(() => void client.invalidateQueries(), delayMs);
  };
  container.addEventListener('message', onMessage as EventListener);
  return () => {
    clearTimeout(timer);
    container.removeEventListener('message', onMessage as EventListener);
  };
}
