import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { persistStore, type StoredValue } from '@/lib/storage';
import type { MediaItem } from '../../tmdb/types';
import { sameMedia, type MediaRef, type SavedEntry } from './entry-schemas';
import { addSaved, removeEntry } from './list-rules';
import { favoritesStorage, libraryStorage } from './list-storage';

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

/** Library and favorites share every rule; only their storage key differs. */
function createSavedListStore(stored: StoredValue<SavedEntry[]>): SavedListStore {
  const store = create<SavedListState>()((set, get) => ({
    entries: [],
    actions: {
      add: (item) => set({ entries: addSaved(get().entries, item) }),
      remove: (ref) => set({ entries: removeEntry(get().entries, ref) }),
      toggle: (item) => {
        const { entries } = get();
        set({
          entries: entries.some((e) => sameMedia(e, item))
            ? removeEntry(entries, item)
            : addSaved(entries, item),
        });
      },
      clear: () => set({ entries: [] }),
    },
  }));
  persistStore(store, stored, {
    partialize: (state) => state.entries,
    merge: (entries) => ({ entries }),
  });
  return store;
}

export const useLibraryStore = createSavedListStore(libraryStorage);
export const useFavoritesStore = createSavedListStore(favoritesStorage);

const has = (entries: SavedEntry[], ref: MediaRef) => entries.some((e) => sameMedia(e, ref));

export const useLibraryEntries = () => useLibraryStore((s) => s.entries);
export const useLibraryActions = () => useLibraryStore((s) => s.actions);
export const useIsInLibrary = (ref: MediaRef) => useLibraryStore((s) => has(s.entries, ref));

export const useFavoriteEntries = () => useFavoritesStore((s) => s.entries);
export const useFavoritesActions = () => useFavoritesStore((s) => s.actions);
export const useIsFavorite = (ref: MediaRef) => useFavoritesStore((s) => has(s.entries, ref));
