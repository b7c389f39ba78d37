import { lazy, Suspense } from 'react';

const SyncPanel = lazy(() => import('./sync-panel'));

/** Settings → Sync: its code, word list and QR code load with the tab only. */
export function SyncTab() {
  return (
    <Suspense fallback={null}>
      <SyncPanel />
    </Suspense>
  );
}
