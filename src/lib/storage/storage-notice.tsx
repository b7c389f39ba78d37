import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/translate';
import {
  describeProblem,
  dismissStorageProblem,
  getStorageProblem,
  subscribeStorageProblems,
} from './storage-problems';
import styles from './storage-notice.module.css';

/** The visible message for a failed save; the layout renders it once. */
export function StorageNotice() {
  const problem = useSyncExternalStore(subscribeStorageProblems, getStorageProblem, () => null);
  const t = useT();
  if (!problem) return null;
  return (
    <div className={styles.notice} role="alert">
      <div>
        <p className={styles.title}>
          {problem.reason === 'quota'
            ? t('lib.storage.quotaTitle')
            : t('lib.storage.unavailableTitle')}
        </p>
        <p className={styles.message}>{describeProblem(problem.key, problem.reason)}</p>
      </div>
      <button type="button" className={styles.close} onClick={dismissStorageProblem}>
        {t('lib.storage.dismiss')}
      </button>
    </div>
  );
}
