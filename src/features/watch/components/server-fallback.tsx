import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { SWITCH_SECONDS } from '../../settings';
import { useCountdown } from '../use-countdown';
import styles from '../watch.module.css';

interface NotRespondingProps {
  serverName: string;
  nextName: string;
  /** The setting "Switch servers automatically". */
  automatic: boolean;
  onSwitch: () => void;
  onCancel: () => void;
}

/** "{server} isn't responding", with the next working server and a 5 s countdown to it. */
export function ServerNotResponding({
  serverName,
  nextName,
  automatic,
  onSwitch,
  onCancel,
}: NotRespondingProps) {
  const t = useT();
  const left = useCountdown(SWITCH_SECONDS, onSwitch, automatic);
  return (
    <section className={styles.upNext} aria-label={t('watch.fallback.label')} role="alert">
      <p className={styles.upNextTitle}>{t('watch.fallback.title', { server: serverName })}</p>
      {automatic ? (
        <p className={styles.upNextCount}>
          {t('watch.fallback.countdown', { server: nextName, seconds: left })}
        </p>
      ) : null}
      <div className={styles.upNextActions}>
        <Button variant="primary" onClick={onSwitch}>
          {t('watch.fallback.switch', { server: nextName })}
        </Button>
        <Button onClick={onCancel}>{t('watch.cancel')}</Button>
      </div>
    </section>
  );
}

/** Every server failed: say so plainly and offer to try them all again. */
export function AllServersFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <section className={styles.upNext} aria-label={t('watch.allFailed.label')} role="alert">
      <p className={styles.upNextTitle}>{t('watch.allFailed.title')}</p>
      <p className={styles.upNextCount}>{t('watch.allFailed.text')}</p>
      <div className={styles.upNextActions}>
        <Button variant="primary" onClick={onRetry}>
          {t('watch.retry')}
        </Button>
      </div>
    </section>
  );
}
