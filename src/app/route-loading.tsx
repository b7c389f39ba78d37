import styles from './status-screen.module.css';

export function RouteLoading() {
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>Loading...</p>
    </div>
  );
}
