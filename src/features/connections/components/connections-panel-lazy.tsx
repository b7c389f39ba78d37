import { Suspense } from 'react';
import { lazyPart } from '@/lib/startup';
import { withMessages } from '@/lib/i18n';

const Panel = lazyPart(() =>
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
