import styles from './list-page.module.css';

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.round(percent);
  return (
    <div
      className={styles.progressTrack}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className={styles.progressFill} style={{ width: `${value}%` }} />
    </div>
  );
}
