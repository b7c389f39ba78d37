import { Button } from '@/components/button';
import { useCountdown } from '../use-countdown';
import styles from '../watch.module.css';

export const SWITCH_SECONDS = 5;

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
  const left = useCountdown(SWITCH_SECONDS, onSwitch, automatic);
  return (
    <section className={styles.upNext} aria-label="Server not responding" role="alert">
      <p className={styles.upNextTitle}>{serverName} isn't responding</p>
      {automatic ? (
        <p className={styles.upNextCount}>
          Switching to {nextName} in {left} s
        </p>
      ) : null}
      <div className={styles.upNextActions}>
        <Button variant="primary" onClick={onSwitch}>
          Switch to {nextName}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </section>
  );
}

/** Every server failed: say so plainly and offer to try them all again. */
export function AllServersFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.upNext} aria-label="No server responding" role="alert">
      <p className={styles.upNextTitle}>None of the servers is responding right now</p>
      <p className={styles.upNextCount}>
        This title may not be available yet, or your connection may be down.
      </p>
      <div className={styles.upNextActions}>
        <Button variant="primary" onClick={onRetry}>
          Retry
        </Button>
      </div>
    </section>
  );
}
