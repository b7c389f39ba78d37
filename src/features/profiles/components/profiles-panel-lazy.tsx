import { Suspense } from 'react';
import { lazyPart } from '@/lib/startup';
import { withMessages } from '@/lib/i18n';

const Panel = lazyPart(() =>
  withMessages(['video'], import('./profiles-panel')).then((m) => ({
    default: m.ProfilesPanel,
  })),
);

/** Settings → Profiles: its code and words (and the rating tables) load when the tab opens. */
export function ProfilesPanel() {
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
