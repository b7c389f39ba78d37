import { useEffect, useState } from 'react';
import { useOnline } from '@/lib/use-online';

/** The parts of a TanStack query result this reads. */
export interface QueryFacts {
  data: unknown;
  isError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * How long a query may keep "fetching" while offline before the page says so. The service
 * worker answers a saved copy within milliseconds; a query still busy after this is waiting for
 * a network (a nested fetch whose retries are paused), and the page should not spin forever.
 */
export const OFFLINE_GRACE_MS = 1500;

/**
 * True while the browser is offline and the page has nothing to show for these queries: none
 * has data, and one failed, is paused until the network is back, or has been busy for longer than
 * a saved copy takes. The page then shows OfflineNotice instead of its error screen.
 */
export function useOfflineWithoutData(...queries: QueryFacts[]): boolean {
  const online = useOnline();
  const anyData = queries.some((query) => query.data !== undefined);
  const stuck = queries.some((query) => query.isError || query.fetchStatus === 'paused');
  const busy = queries.some((query) => query.fetchStatus === 'fetching');
  const waiting = !online && !anyData && busy;
  const [overdue, setOverdue] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setOverdue(true), OFFLINE_GRACE_MS);
    return () => {
      clearTimeout(timer);
      setOverdue(false);
    };
  }, [waiting]);
  return !online && !anyData && (stuck || (waiting && overdue));
}
