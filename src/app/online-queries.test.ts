import { QueryClient, QueryObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-provider';
import { followNetwork, refetchOnCacheUpdate } from './online-queries';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  onlineManager.setOnline(true);
});

describe('followNetwork', () => {
  it('starts from what the browser says', () => {
    stop = followNetwork(new QueryClient(), onlineManager, false);
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('refetches what is on screen when the network comes back, not before', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    let calls = 0;
    const queryFn = async () => ++calls;
    const observer = new QueryObserver(client, { queryKey: ['x'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
    stop = followNetwork(client, onlineManager, true);

    onlineManager.setOnline(false);
    await new Promise((done) => setTimeout(done, 20));
    expect(calls).toBe(1);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(calls).toBe(2));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(2));
    unsubscribe();
  });

  it('lets the service worker answer while offline: the first attempt always goes out', () => {
    expect(createQueryClient().getDefaultOptions().queries?.networkMode).toBe('offlineFirst');
  });
});

describe('refetchOnCacheUpdate', () => {
  it('refetches once after a burst of the worker’s "cache updated" messages, and nothing else', () => {
    vi.useFakeTimers();
    const container = new EventTarget() as unknown as ServiceWorkerContainer;
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const unsubscribe = refetchOnCacheUpdate(client, container, 300);
    const post = (data: unknown) => container.dispatchEvent(new MessageEvent('message', { data }));

    post({ type: 'SOMETHING_ELSE' });
    post({ type: 'CACHE_UPDATED', meta: 'workbox-broadcast-update', payload: {} });
    post({ type: 'CACHE_UPDATED', meta: 'workbox-broadcast-update', payload: {} });
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(invalidate).toHaveBeenCalledTimes(1);

    unsubscribe();
    post({ type: 'CACHE_UPDATED', meta: 'workbox-broadcast-update', payload: {} });
    vi.advanceTimersByTime(300);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
