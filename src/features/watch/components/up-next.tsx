import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import styles from '../watch.module.css';

interface UpNextProps {
  label: string;
  seconds: number;
  onPlay: () => void;
  onCancel: () => void;
}

/** Offers the next episode when one ends, counting down before playing it. */
export function UpNext({ label, seconds, onPlay, onCancel }: UpNextProps) {
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const timer = window.setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left === 0) onPlay();
  }, [left, onPlay]);

  return (
    <section className={styles.upNext} aria-label="Up next" role="status">
      <p className={styles.upNextTitle}>
        Up next: <strong>{label}</strong>
      </p>
      <p className={styles.upNextCount}>Playing in {left} s</p>
      <div className={styles.upNextActions}>
        <Button variant="primary" onClick={onPlay}>
          Play now
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </section>
  );
}
