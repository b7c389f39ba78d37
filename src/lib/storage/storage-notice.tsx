import { useSyncExternalStore } from 'react';
import {
  dismissStorageProblem,
  getStorageProblem,
  subscribeStorageProblems,
} from './storage-problems';
import styles from './storage-notice.module.css';

/** The visible message for a failed save; the layout renders it once. */
export function StorageNotice() {
  const problem = useSyncExternalStore(subscribeStorageProblems, getStorageProblem, () => null);
  if (!problem) return null;
  return (
    <div className={styles.notice} role="alert">
      <div>
        <p className={styles.title}>
          {problem.reason === 'quota' ? 'Storage is full' : 'Saving is not available'}
        </p>
        <p className={styles.message}>{problem.message}</p>
      </div>
      <button type="button" className={styles.close} onClick={dismissStorageProblem}>
        Dismiss
      </button>
    </div>
  );
}
