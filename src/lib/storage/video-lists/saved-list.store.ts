import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { MediaItem } from '../../tmdb/types';
import { followCollection } from '../records/follow';
import type { ListView } from '../records/list-view';
import { sameMedia, type MediaRef, type SavedEntry } from './entry-schemas';
import { addSaved } from './list-rules';
import { favoritesList, libraryList, mediaKey } from './list-storage';

export interface SavedListState {
  entries: SavedEntry[];
  actions: {
    add(item: MediaItem): void;
    remove(ref: MediaRef): void;
    toggle(item: MediaItem): void;
    clear(): void;
  };
}

export type SavedListStore = UseBoundStore<StoreApi<SavedListState>>;

/**
 * Library and favorites share every rule; only their list differs. Each action names the one
 * record it changes (clearing names each of them), so two tabs adding at once keep both.
 */
function createSavedListStore(view: ListView<SavedEntry, SavedEntry[]>): SavedListStore {
  const records = view.collection;
  const add = (item: MediaItem) => {
    const [entry] = addSaved([], item);
    if (entry && !records().get(mediaKey(item)))
      records().put(mediaKey(item), entry, { front: true });
  };
  const remove = (ref: MediaRef) => void records().remove(mediaKey(ref));
  const store = create<SavedListState>()((_set, get) => ({
    entries: [],
    actions: {
      add,
      remove,
      toggle: (item) => (get().entries.some((e) => sameMedia(e, item)) ? remove(item) : add(item)),
      clear: () =>
        void records().write(
          records()
            .list()
            .map(({ id }) => ({ id, value: null })),
        ),
    },
  }));
  followCollection(store, records(), (list) => ({ entries: list.map((r) => r.value) }));
  return store;
}

export const useLibraryStore = createSavedListStore(libraryList);
export const useFavoritesStore = createSavedListStore(favoritesList);

const has = (entries: SavedEntry[], ref: MediaRef) => entries.some((e) => sameMedia(e, ref));

export const useLibraryEntries = () => useLibraryStore((s) => s.entries);
export const useLibraryActions = () => useLibraryStore((s) => s.actions);
export const useIsInLibrary = (ref: MediaRef) => useLibraryStore((s) => has(s.entries, ref));
export const useFavoriteEntries = () => useFavoritesStore((s) => s.entries);
export const useFavoritesActions = () => useFavoritesStore((s) => s.actions);
export const useIsFavorite = (ref: MediaRef) => useFavoritesStore((s) => has(s.entries, ref));
