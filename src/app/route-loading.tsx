import { useT } from '@/lib/i18n';
import styles from './status-screen.module.css';

export function RouteLoading() {
  const t = useT();
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{t('app.loading')}</p>
    </div>
  );
}
