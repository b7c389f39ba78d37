import { useT } from '@/lib/i18n';
import styles from './status-screen.module.css';

/** The top-level error screen shown when a page fails to render; "Try Again" clears the error and renders again. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className={styles.screen} role="alert">
      <h1 className={styles.title}>{t('app.error.title')}</h1>
      <p className={styles.text}>{t('app.error.text')}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('app.error.tryAgain')}
      </button>
    </div>
  );
}
