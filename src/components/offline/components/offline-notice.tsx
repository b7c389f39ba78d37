import { WifiOff } from 'lucide-react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import styles from './offline.module.css';

interface OfflineNoticeProps {
  /** Asks again (the service worker may have a copy, or the network may be back). */
  onRetry: () => void;
  /** A page's main notice is its h1; one part of a page (a section) uses h2. */
  heading?: 'h1' | 'h2';
}

/**
 * What a page that needs the catalogue shows when it has nothing saved for this and the browser
 * is offline: not an error, just where things stand. Coming back online refetches by itself.
 */
export function OfflineNotice({ onRetry, heading: Heading = 'h1' }: OfflineNoticeProps) {
  const t = useT();
  return (
    <div className={styles.notice} role="status">
      <WifiOff aria-hidden="true" size={48} />
      <Heading>{t('offline.notice.title')}</Heading>
      <p className={styles.hint}>{t('offline.notice.hint')}</p>
      <Button onClick={onRetry}>{t('offline.notice.retry')}</Button>
    </div>
  );
}
