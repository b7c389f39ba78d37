import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { Button } from '@/components/button';
import { UPDATE_CHECK_INTERVAL_MS, newVersionReady } from '../update-check';
import styles from './settings-page.module.css';

/**
 * Settings → Updates on: looks for a new version every half hour and when the tab comes back
 * into view, and once one is out says "A new version of Reelbeat is ready" with Reload.
 */
export function UpdateCheck({ check = newVersionReady }: { check?: () => Promise<boolean> }) {
  const t = useT();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    const look = () => {
      if (document.visibilityState === 'hidden') return;
      void check().then((found) => {
        if (found && !cancelled) setReady(true);
      });
    };
    const timer = setInterval(look, UPDATE_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', look);
    return () => {
      cancelled = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', look);
    };
  }, [check, ready]);
  if (!ready) return null;
  return (
    <div className={styles.episodesNotice} role="status">
      <p>{t('settings.updates.ready')}</p>
      <Button size="sm" onClick={() => window.location.reload()}>
        {t('settings.updates.reload')}
      </Button>
    </div>
  );
}
