import { Heart } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { ClearListButton } from './components/clear-list-button';
import { EmptyState } from './components/empty-state';
import { EntryGrid } from './components/entry-grid';
import { useFavoriteEntries, useFavoritesStore } from '@/lib/storage/video-lists';

export default function FavoritesRoute() {
  const t = useT();
  const entries = useFavoriteEntries();
  return (
    <Page
      heading={t('library.favorites.heading')}
      subtitle={t('library.favorites.count', { count: entries.length })}
      actions={
        entries.length > 0 ? (
          <ClearListButton
            label={t('library.favorites.clear')}
            question={t('library.favorites.clearQuestion')}
            onClear={() => useFavoritesStore.getState().actions.clear()}
          />
        ) : null
      }
    >
      {entries.length === 0 ? (
        <EmptyState
          icon={<Heart size={48} />}
          title={t('library.favorites.empty')}
          hint={t('library.favorites.emptyHint')}
        />
      ) : (
        <EntryGrid entries={entries} label={t('library.favorites.heading')} />
      )}
    </Page>
  );
}
