import styles from './status-screen.module.css';

/** Shown instead of the app when /config.json cannot be read or is invalid. */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <div className={styles.screen} role="alert">
      <h1 className={styles.title}>Reelbeat could not start</h1>
      <p className={styles.text}>{message}</p>
      <p className={styles.text}>Check that the Reelbeat server is running, then try again.</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        Retry
      </button>
    </div>
  );
}
