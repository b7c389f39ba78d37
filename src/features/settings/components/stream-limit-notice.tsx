import { useT } from '@/lib/i18n';
import styles from './settings-page.module.css';

/** Shown in place of a player held back by Settings → Max concurrent streams. */
export function StreamLimitNotice({ limit }: { limit: number }) {
  const t = useT();
  return (
    <p className={styles.limitNotice} role="status">
      {t('settings.streams.limitReached', { limit })}
    </p>
  );
}
