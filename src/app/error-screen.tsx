import styles from './status-screen.module.css';

/** The top-level error screen of spec 2.2; "Try Again" clears the error and renders again. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.screen} role="alert">
      <h1 className={styles.title}>Oops! Something went wrong</h1>
      <p className={styles.text}>
        An unexpected error occurred. This is usually temporary, and refreshing the page usually
        fixes it.
      </p>
      <button type="button" className={styles.button} onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
