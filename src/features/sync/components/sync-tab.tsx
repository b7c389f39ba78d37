import { Suspense } from 'react';
import { lazyPart } from '@/lib/startup';

const SyncPanel = lazyPart(() => import('./sync-panel'));

/** Settings → Sync: its code, word list and QR code load with the tab only. */
export function SyncTab() {
  return (
    <Suspense fallback={null}>
      <SyncPanel />
    </Suspense>
  );
}
