import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { Button } from '@/components/button';
import { checkServiceWorkerUpdate, useWaitingUpdate } from '@/lib/pwa/update.store';
import { UPDATE_CHECK_INTERVAL_MS, newVersionReady } from '../update-check';
import styles from './settings-page.module.css';

interface UpdateCheckProps {
  check?: () => Promise<boolean>;
  /** Settings → Updates: look every half hour and when the tab comes back into view. */
  poll?: boolean;
}

/**
 * "A new version of Reelbeat is ready" with Reload. With the service worker, a new version is
 * one the browser installed and is holding back (it finds them on its own on every visit; with
 * Settings → Updates on, the app also asks every half hour); Reload lets it take over. Without
 * one (first visit, development, the desktop shell), the index.html check looks instead.
 */
export function UpdateCheck({ check = newVersionReady, poll = true }: UpdateCheckProps) {
  const t = useT();
  const [indexReady, setIndexReady] = useState(false);
  const waiting = useWaitingUpdate();
  const ready = indexReady || waiting !== null;
  useEffect(() => {
    if (ready || !poll) return;
    let cancelled = false;
    const look = () => {
      if (document.visibilityState === 'hidden') return;
      if (checkServiceWorkerUpdate()) return;
      void check().then((found) => {
        if (found && !cancelled) setIndexReady(true);
      });
    };
    const timer = setInterval(look, UPDATE_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', look);
    return () => {
      cancelled = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', look);
    };
  }, [check, ready, poll]);
  if (!ready) return null;
  return (
    <div className={styles.episodesNotice} role="status">
      <p>{t('settings.updates.ready')}</p>
      <Button size="sm" onClick={waiting ?? (() => window.location.reload())}>
        {t('settings.updates.reload')}
      </Button>
    </div>
  );
}
