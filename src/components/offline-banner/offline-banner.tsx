import { WifiOff } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { useOnline } from '@/lib/use-online';
import styles from './offline-banner.module.css';

/** Shown while the browser has no network: what the app shows now comes from this device. */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <p className={styles.banner} role="status">
      <WifiOff aria-hidden="true" size={16} />
      {t('offlineBanner.text')}
    </p>
  );
}
