import { lazy, Suspense } from 'react';
import { withMessages } from '@/lib/i18n';

const Panel = lazy(() =>
  withMessages(['info'], import('./connections-panel')).then((m) => ({
    default: m.ConnectionsPanel,
  })),
);

/** Settings → Connections: its code loads when the tab opens. */
export function ConnectionsPanel() {
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
