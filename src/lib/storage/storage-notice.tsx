import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/translate';
import {
  dismissStorageProblem,
  getStorageProblem,
  needsReload,
  subscribeStorageProblems,
} from './storage-problems';
import { describeProblem, describeTitle } from './storage-words';
import styles from './storage-notice.module.css';

/**
 * The visible message for a storage problem; the layout loads it once there is one and renders it
 * once.
 */
export function StorageNotice() {
  const problem = useSyncExternalStore(subscribeStorageProblems, getStorageProblem, () => null);
  const t = useT();
  if (!problem) return null;
  return (
    <div className={styles.notice} role="alert">
      <div>
        <p className={styles.title}>{describeTitle(problem.reason)}</p>
        <p className={styles.message}>{describeProblem(problem.key, problem.reason)}</p>
      </div>
      {needsReload(problem.reason) && (
        <button type="button" className={styles.close} onClick={() => window.location.reload()}>
          {t('storage.reload')}
        </button>
      )}
      <button type="button" className={styles.close} onClick={dismissStorageProblem}>
        {t('storage.dismiss')}
      </button>
    </div>
  );
}
