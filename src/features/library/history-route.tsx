import { History } from 'lucide-react';
import { Page } from '../../components/page';
import { useSetting } from '../settings';
import { ClearListButton } from './components/clear-list-button';
import { EmptyState } from './components/empty-state';
import { EntryGrid } from './components/entry-grid';
import styles from './components/list-page.module.css';
import { useHistoryEntries, useWatchHistoryStore } from './watching.store';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export default function HistoryRoute() {
  const entries = useHistoryEntries();
  const tracking = useSetting('trackWatching');
  const incognito = useSetting('incognitoMode');
  return (
    <Page
      heading="Watch History"
      subtitle={
        !tracking || incognito
          ? 'Watch tracking is off, so new titles are not added here.'
          : undefined
      }
      actions={
        entries.length > 0 ? (
          <ClearListButton
            label="Clear History"
            question="Are you sure you want to clear your watch history?"
            onClear={() => useWatchHistoryStore.getState().actions.clear()}
          />
        ) : null
      }
    >
      {entries.length === 0 ? (
        <EmptyState
          icon={<History size={48} />}
          title="No watch history"
          hint="Titles you start watching show up here."
        />
      ) : (
        <EntryGrid
          entries={entries}
          label="Watch history"
          footer={(entry) => <p className={styles.note}>Watched {formatDate(entry.watchedAt)}</p>}
        />
      )}
    </Page>
  );
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
