import { create } from 'zustand';
import { persistStore } from '@/lib/storage';
import type { MediaItem } from '../../tmdb/types';
import { getSettings } from '@/lib/settings';
import type { ContinueEntry, HistoryEntry, MediaRef } from './entry-schemas';
import { recordHistory, removeEntry, saveContinue, type ContinueInput } from './list-rules';
import { continueStorage, historyStorage } from './list-storage';

/** Track watching off, or incognito on: nothing about what is watched is written. */
export function isTrackingWatching(): boolean {
  const { trackWatching, incognitoMode } = getSettings();
  return trackWatching && !incognitoMode;
}

interface ContinueState {
  entries: ContinueEntry[];
  actions: {
    save(input: ContinueInput): void;
    remove(ref: MediaRef): void;
    clear(): void;
  };
}

export const useContinueWatchingStore = create<ContinueState>()((set, get) => ({
  entries: [],
  actions: {
    save: (input) => {
      if (isTrackingWatching()) set({ entries: saveContinue(get().entries, input) });
    },
    remove: (ref) => set({ entries: removeEntry(get().entries, ref) }),
    clear: () => set({ entries: [] }),
  },
}));

persistStore(useContinueWatchingStore, continueStorage, {
  partialize: (s) => s.entries,
  merge: (entries) => ({ entries }),
});

interface HistoryState {
  entries: HistoryEntry[];
  actions: {
    record(item: MediaItem): void;
    remove(ref: MediaRef): void;
    clear(): void;
  };
}

export const useWatchHistoryStore = create<HistoryState>()((set, get) => ({
  entries: [],
  actions: {
    record: (item) => {
      if (isTrackingWatching()) set({ entries: recordHistory(get().entries, item) });
    },
    remove: (ref) => set({ entries: removeEntry(get().entries, ref) }),
    clear: () => set({ entries: [] }),
  },
}));

persistStore(useWatchHistoryStore, historyStorage, {
  partialize: (s) => s.entries,
  merge: (entries) => ({ entries }),
});

export const useContinueEntries = () => useContinueWatchingStore((s) => s.entries);
export const useContinueActions = () => useContinueWatchingStore((s) => s.actions);
export const useContinueEntry = (ref: MediaRef) =>
  useContinueWatchingStore((s) => s.entries.find((e) => e.id === ref.id && e.type === ref.type));

export const useHistoryEntries = () => useWatchHistoryStore((s) => s.entries);
export const useHistoryActions = () => useWatchHistoryStore((s) => s.actions);
