import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getSettings } from '@/lib/settings';
import { followNetwork, refetchOnCacheUpdate } from './online-queries';
import { boundQueryCache, CACHE_ENTRIES } from './query-cache-bound';
import { QUERY_STALE_TIME_MS } from '../lib/query-defaults';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
    },
  });
}

/** One client for the page's lifetime, so every screen shares fetched data. */
export const queryClient = createQueryClient();
// Settings' cache size bounds how many answers the page keeps.
boundQueryCache(queryClient, () => CACHE_ENTRIES[getSettings().cacheSize]);
followNetwork(queryClient);
refetchOnCacheUpdate(queryClient);

/**
 * Loaded together with the first routed page (lazily, from the layout): the shell itself never
 * queries, so the data layer stays out of the first-paint bundle.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
