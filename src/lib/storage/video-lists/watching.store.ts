import { create } from 'zustand';
import type { MediaItem } from '../../tmdb/types';
import { getSettings } from '@/lib/settings';
import { followCollection } from '../records/follow';
import type { ContinueEntry, HistoryEntry, MediaRef } from './entry-schemas';
import { recordHistory, saveContinue, type ContinueInput } from './list-rules';
import { continueList, historyList, mediaKey } from './list-storage';

/** Track watching off, or incognito on: nothing about what is watched is written. */
export function isTrackingWatching(): boolean {
  const { trackWatching, incognitoMode } = getSettings();
  return trackWatching && !incognitoMode;
}

/** Removes every record of a list, each named (a clear is a deletion of each). */
const clearAll = (view: typeof continueList | typeof historyList) =>
  void view.collection().write(
    view
      .collection()
      .list()
      .map(({ id }) => ({ id, value: null })),
  );

interface ContinueState {
  entries: ContinueEntry[];
  actions: {
    save(input: ContinueInput): void;
    remove(ref: MediaRef): void;
    clear(): void;
  };
}

export const useContinueWatchingStore = create<ContinueState>()(() => ({
  entries: [],
  actions: {
    save: (input) => {
      if (!isTrackingWatching()) return;
      // The newest watched goes first; the list's cap removes the oldest beyond 20.
      const [entry] = saveContinue([], input);
      if (entry) continueList.collection().put(mediaKey(entry), entry, { front: true });
    },
    remove: (ref) => void continueList.collection().remove(mediaKey(ref)),
    clear: () => clearAll(continueList),
  },
}));
followCollection(useContinueWatchingStore, continueList.collection(), (list) => ({
  entries: list.map((r) => r.value),
}));

interface HistoryState {
  entries: HistoryEntry[];
  actions: {
    record(item: MediaItem): void;
    remove(ref: MediaRef): void;
    clear(): void;
  };
}

export const useWatchHistoryStore = create<HistoryState>()(() => ({
  entries: [],
  actions: {
    record: (item) => {
      if (!isTrackingWatching()) return;
      const [entry] = recordHistory([], item);
      if (entry) historyList.collection().put(mediaKey(entry), entry, { front: true });
    },
    remove: (ref) => void historyList.collection().remove(mediaKey(ref)),
    clear: () => clearAll(historyList),
  },
}));
followCollection(useWatchHistoryStore, historyList.collection(), (list) => ({
  entries: list.map((r) => r.value),
}));

export const useContinueEntries = () => useContinueWatchingStore((s) => s.entries);
export const useContinueActions = () => useContinueWatchingStore((s) => s.actions);
export const useContinueEntry = (ref: MediaRef) =>
  useContinueWatchingStore((s) => s.entries.find((e) => e.id === ref.id && e.type === ref.type));
export const useHistoryEntries = () => useWatchHistoryStore((s) => s.entries);
export const useHistoryActions = () => useWatchHistoryStore((s) => s.actions);
