import { Heart } from 'lucide-react';
import { Page } from '../../components/page';
import { ClearListButton } from './components/clear-list-button';
import { EmptyState } from './components/empty-state';
import { EntryGrid } from './components/entry-grid';
import { countText } from './components/count-text';
import { useFavoriteEntries, useFavoritesStore } from './saved-list.store';

export default function FavoritesRoute() {
  const entries = useFavoriteEntries();
  return (
    <Page
      heading="Favorites"
      subtitle={countText(entries.length, 'favorite', 'favorites')}
      actions={
        entries.length > 0 ? (
          <ClearListButton
            label="Clear Favorites"
            question="Are you sure you want to clear all favorites?"
            onClear={() => useFavoritesStore.getState().actions.clear()}
          />
        ) : null
      }
    >
      {entries.length === 0 ? (
        <EmptyState
          icon={<Heart size={48} />}
          title="No favorites yet"
          hint="Click the heart icon on any movie or show to add it to your favorites."
        />
      ) : (
        <EntryGrid entries={entries} label="Favorites" />
      )}
    </Page>
  );
}
