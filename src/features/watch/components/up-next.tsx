import { Button } from '@/components/button';
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
  const left = useCountdown(seconds, onPlay, countdown);
  return (
    <section className={styles.upNext} aria-label="Up next" role="status">
      <p className={styles.upNextTitle}>
        Up next: <strong>{label}</strong>
      </p>
      {countdown ? <p className={styles.upNextCount}>Playing in {left} s</p> : null}
      <div className={styles.upNextActions}>
        <Button variant="primary" onClick={onPlay}>
          Play now
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </section>
  );
}
