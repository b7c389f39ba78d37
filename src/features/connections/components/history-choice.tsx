import { useId } from 'react';
import { useT } from '@/lib/i18n';
import type { HistoryChoice } from '../model/connection-records';
import { setHistoryChoice } from '../trakt/history-removal';
import styles from './connections.module.css';

const ASK = 'ask';

/** What removing a title from Watch History does on Trakt: asked, or the remembered choice. */
export function HistoryChoiceField({ choice }: { choice: HistoryChoice | null }) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{t('connections.history.setting')}</label>
      <select
        id={id}
        className={styles.select}
        value={choice ?? ASK}
        onChange={(event) => {
          const value = event.target.value;
          setHistoryChoice(value === 'trakt' || value === 'here' ? value : null);
        }}
      >
        <option value={ASK}>{t('connections.history.ask')}</option>
        <option value="trakt">{t('connections.history.remove')}</option>
        <option value="here">{t('connections.history.keep')}</option>
      </select>
    </div>
  );
}
