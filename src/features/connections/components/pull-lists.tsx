import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import type { UnmatchedItem } from '../model/connection-records';
import { useConnectionsStatus } from '../model/status-store';
import type { ConnectionsRuntime } from '../runtime';
import { historyRemoval } from '../trakt/watchlist-push';
import styles from './connections.module.css';

/** Titles from Trakt that Reelbeat could not match, each with the reason. */
export function UnmatchedList({ items }: { items: UnmatchedItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className={styles.service} aria-labelledby="connections-unmatched">
      <h3 id="connections-unmatched" className={styles.heading}>
        {t('connections.unmatched.heading', { count: items.length })}
      </h3>
      <ul className={styles.list}>
        {items.map((item, i) => (
          <li key={`${item.title}-${i}`}>
            {t('connections.unmatched.item', {
              title: item.year ? `${item.title} (${item.year})` : item.title,
              reason: item.reason,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Remove it on Trakt too?" for each title removed from Watch History here. */
export function HistoryQuestions({ runtime }: { runtime: ConnectionsRuntime }) {
  const t = useT();
  const questions = useConnectionsStatus((s) => s.historyQuestions);
  if (questions.length === 0) return null;
  const answer = (id: string, remove: boolean) => {
    const input = remove ? historyRemoval(id) : null;
    if (input) runtime.add(input);
    useConnectionsStatus.setState((s) => ({
      historyQuestions: s.historyQuestions.filter((q) => q.id !== id),
    }));
  };
  return (
    <section className={styles.service} aria-labelledby="connections-history">
      <h3 id="connections-history" className={styles.heading}>
        {t('connections.history.heading')}
      </h3>
      {questions.map((q) => (
        <div key={q.id} className={styles.row}>
          <p className={styles.note}>{t('connections.history.question', { title: q.title })}</p>
          <Button size="sm" variant="danger" onClick={() => answer(q.id, true)}>
            {t('connections.history.remove')}
          </Button>
          <Button size="sm" onClick={() => answer(q.id, false)}>
            {t('connections.history.keep')}
          </Button>
        </div>
      ))}
    </section>
  );
}
