import styles from './next-page-status.module.css';

/**
 * The line under a grid that says a next page is on its way. The live region stays in the page,
 * so that its words are announced when they come, and keeps its room while empty, so the page's
 * end does not move as they come and go.
 */
export function NextPageStatus({ label }: { label: string | null }) {
  return (
    <p className={styles.status} role="status">
      {label}
    </p>
  );
}
