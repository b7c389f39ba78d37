import { Library } from 'lucide-react';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/button';
import { useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { YourDataSection } from '@/features/backup';
import { paths } from '@shared/config/paths';
import { ClearListButton } from './components/clear-list-button';
import { EmptyState } from './components/empty-state';
import { EntryGrid } from './components/entry-grid';
import { useLibraryEntries, useLibraryStore } from '@/lib/storage/video-lists';

export default function LibraryRoute() {
  const t = useT();
  const entries = useLibraryEntries();
  return (
    <Page
      heading={t('library.library.heading')}
      title={t('library.library.title')}
      subtitle={t('library.library.count', { count: entries.length })}
      actions={
        entries.length > 0 ? (
          <ClearListButton
            label={t('library.library.clear')}
            question={t('library.library.clearQuestion')}
            onClear={() => useLibraryStore.getState().actions.clear()}
          />
        ) : null
      }
    >
      {entries.length === 0 ? (
        <EmptyState
          icon={<Library size={48} />}
          title={t('library.library.empty')}
          hint={t('library.library.emptyHint')}
          action={
            <Link to={paths.home} className={buttonClass('primary')}>
              {t('library.library.browse')}
            </Link>
          }
        />
      ) : (
        <EntryGrid entries={entries} label={t('library.library.grid')} />
      )}
      <YourDataSection />
    </Page>
  );
}
