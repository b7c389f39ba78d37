import { Library } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { Page } from '../../components/page';
import { YourDataSection } from '@/features/backup';
import { paths } from '../../config/paths';
import { ClearListButton } from './components/clear-list-button';
import { countText } from './components/count-text';
import { EmptyState } from './components/empty-state';
import { EntryGrid } from './components/entry-grid';
import { useLibraryEntries, useLibraryStore } from './saved-list.store';

export default function LibraryRoute() {
  const entries = useLibraryEntries();
  return (
    <Page
      heading="Your Library"
      title="My Library"
      subtitle={countText(entries.length, 'item', 'items')}
      actions={
        entries.length > 0 ? (
          <ClearListButton
            label="Clear Library"
            question="Are you sure you want to clear your entire library?"
            onClear={() => useLibraryStore.getState().actions.clear()}
          />
        ) : null
      }
    >
      {entries.length === 0 ? (
        <EmptyState
          icon={<Library size={48} />}
          title="Your library is empty"
          hint="Add movies and shows with the + button on any title to keep them here."
          action={
            <Link to={paths.home} className={buttonClass('primary')}>
              Browse Content
            </Link>
          }
        />
      ) : (
        <EntryGrid entries={entries} label="Library" />
      )}
      <YourDataSection />
    </Page>
  );
}
