import { History, Sparkles } from 'lucide-react';
import { buttonClass } from '@/components/button';
import { Link } from '@/components/link';
import { paths } from '@shared/config/paths';
import { formatDate, useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { useSetting } from '@/lib/settings';
import { ClearListButton } from './components/clear-list-button';
import { EmptyState } from './components/empty-state';
import { EntryGrid } from './components/entry-grid';
import styles from './components/list-page.module.css';
import { useHistoryEntries, useWatchHistoryStore } from '@/lib/storage/video-lists';
import { HistoryRemovalQuestion } from '@/lib/storage/video-lists/history-removal-slot';

export default function HistoryRoute() {
  const t = useT();
  const entries = useHistoryEntries();
  const tracking = useSetting('trackWatching');
  const incognito = useSetting('incognitoMode');
  return (
    <Page
      heading={t('library.history.heading')}
      subtitle={!tracking || incognito ? t('library.history.trackingOff') : undefined}
      actions={
        <>
          <Link to={paths.rewind} className={buttonClass('secondary')}>
            <Sparkles aria-hidden="true" size={18} /> {t('library.history.rewind')}
          </Link>
          {entries.length > 0 ? (
            <ClearListButton
              label={t('library.history.clear')}
              question={t('library.history.clearQuestion')}
              onClear={() => useWatchHistoryStore.getState().actions.clear()}
            />
          ) : null}
        </>
      }
    >
      <HistoryRemovalQuestion />
      {entries.length === 0 ? (
        <EmptyState
          icon={<History size={48} />}
          title={t('library.history.empty')}
          hint={t('library.history.emptyHint')}
        />
      ) : (
        <EntryGrid
          entries={entries}
          label={t('library.history.grid')}
          footer={(entry) => (
            <p className={styles.note}>
              {t('library.history.watched', { date: watchedDate(entry.watchedAt) })}
            </p>
          )}
        />
      )}
    </Page>
  );
}

/** The day a title was watched, in the reader's language and region. */
function watchedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date, { dateStyle: 'medium' });
}
