import { Button } from '@/components/button';
import { RichMessage, useT } from '@/lib/i18n';
import { useCountdown } from '../use-countdown';
import styles from '../watch.module.css';

interface UpNextProps {
  /** "S1E2 · Episode name". */
  label: string;
  seconds: number;
  /** Off (global setting or this show's switch): the card waits for Play now. */
  countdown?: boolean;
  onPlay: () => void;
  onCancel: () => void;
}

/** Offers the next episode when one ends, counting down before playing it. */
export function UpNext({ label, seconds, countdown = true, onPlay, onCancel }: UpNextProps) {
  const t = useT();
  const left = useCountdown(seconds, onPlay, countdown);
  return (
    <section className={styles.upNext} aria-label={t('watch.upNext.label')} role="status">
      <p className={styles.upNextTitle}>
        <RichMessage id="watch.upNext.title" values={{ label }} components={[<strong />]} />
      </p>
      {countdown ? (
        <p className={styles.upNextCount}>{t('watch.upNext.countdown', { seconds: left })}</p>
      ) : null}
      <div className={styles.upNextActions}>
        <Button variant="primary" onClick={onPlay}>
          {t('watch.upNext.playNow')}
        </Button>
        <Button onClick={onCancel}>{t('watch.cancel')}</Button>
      </div>
    </section>
  );
}
