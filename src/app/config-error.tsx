import { useT } from '@/lib/i18n';
import styles from './status-screen.module.css';

/** Shown instead of the app when /config.json cannot be read or is invalid. */
export function ConfigErrorScreen({ message }: { message: string }) {
  const t = useT();
  return (
    <div className={styles.screen} role="alert">
      <h1 className={styles.title}>{t('app.configError.title')}</h1>
      <p className={styles.text}>{message}</p>
      <p className={styles.text}>{t('app.configError.text')}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {t('app.configError.retry')}
      </button>
    </div>
  );
}
