import { useSyncExternalStore } from 'react';
import { msg, useFormat, useT } from '@/lib/i18n';
import { subscribeSyncStatus, syncStatus, type SyncProblem } from '../status';
import styles from './sync-panel.module.css';

const PROBLEMS: Record<SyncProblem, string> = {
  gone: msg('sync.error.gone'),
  quota: msg('sync.error.quota'),
  busy: msg('sync.error.busy'),
  unavailable: msg('sync.error.unavailable'),
  network: msg('sync.error.network'),
  unknown: msg('sync.error.unknown'),
};

export const useSyncStatus = () => useSyncExternalStore(subscribeSyncStatus, syncStatus);

/** "Synced", "Syncing…", offline, or the problem in words; the last sync's time. */
export function SyncStatusLine() {
  const t = useT();
  const { formatDate, formatNumber } = useFormat();
  const status = useSyncStatus();
  const size = status.quotaBytes
    ? formatNumber(status.quotaBytes / (1024 * 1024), {
        style: 'unit',
        unit: 'megabyte',
        maximumFractionDigits: 1,
      })
    : null;
  // The quota in the server's words: a server may keep more or less than its default.
  const problem = status.problem === 'quota' && !size ? 'unknown' : status.problem;
  const words =
    status.phase === 'error' && problem
      ? t(PROBLEMS[problem], { size: size ?? '' })
      : status.phase === 'offline'
        ? t('sync.status.offline')
        : status.phase === 'synced'
          ? t('sync.status.synced')
          : t('sync.status.syncing');
  return (
    <div role="status" aria-live="polite">
      <p className={status.phase === 'error' ? styles.error : styles.status}>{words}</p>
      {status.lastSync ? (
        <p className={styles.text}>
          {t('sync.lastSync', {
            time: formatDate(status.lastSync, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
      ) : null}
      {status.unreadable > 0 ? (
        <p className={styles.error}>{t('sync.unreadable', { count: status.unreadable })}</p>
      ) : null}
    </div>
  );
}
