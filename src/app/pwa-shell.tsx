import { useEffect } from 'react';
import { OfflineBanner } from '@/components/offline-banner';
import { useSetting } from '@/lib/settings';
import { UpdateCheck } from '@/features/settings/components/update-notice';
import { log } from '@/lib/log';
import { whenQuiet } from '@/lib/startup';
import { reloadOnMissingCode } from '@/lib/pwa/missing-code';
import { linkManifest } from '@/lib/pwa/manifest-link';
import { registerServiceWorker, wantsServiceWorker } from '@/lib/pwa/register-sw';
import { useWaitingUpdate } from '@/lib/pwa/update.store';
import { syncThemeColor } from './theme-color';

/** How long the page goes without input before the first visit's offline copy is made. */
export const OFFLINE_COPY_QUIET_MS = 2000;

/**
 * What makes Reelbeat an app, loaded by the layout once the first paint is done (so none of it,
 * workbox-window included, weighs on the first paint): the manifest's link (which index.html
 * leaves out, src/lib/pwa/manifest-link.ts), the service worker's registration, the
 * offline banner, the update notice, the browser's bar in the theme's colour, and the reload
 * into a newly deployed version when this page's code files are gone (missing-code.ts). The
 * notice shows whenever a new version is waiting; Settings → Updates adds a look every half
 * hour (and the index.html check without a worker).
 */
export default function PwaShell() {
  const updates = useSetting('updates');
  const waiting = useWaitingUpdate();
  const theme = useSetting('theme');
  useEffect(() => syncThemeColor(theme), [theme]);
  useEffect(() => reloadOnMissingCode(window), []);
  // The manifest only exists in a build (scripts/build/pwa/pwa-plugin.ts).
  useEffect(() => {
    if (import.meta.env.PROD) linkManifest();
  }, []);
  useEffect(() => {
    if (!wantsServiceWorker()) return;
    // A first visit's worker downloads and stores the app's offline copy (about 2 MB) on the
    // same cores as the page: it starts at a pause, not in the middle of a run of key presses
    // or a fling (docs/offline.md, "When the offline copy is made").
    return whenQuiet(() => {
      registerServiceWorker().catch((error: unknown) =>
        log.warn('pwa', 'service worker registration failed:', error),
      );
    }, OFFLINE_COPY_QUIET_MS);
  }, []);
  return (
    <>
      <OfflineBanner />
      {updates || waiting ? <UpdateCheck poll={updates} /> : null}
    </>
  );
}
