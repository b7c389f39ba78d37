import {
  isQuotaError,
  reportStorageProblem,
  setRawOverride,
  type WriteResult,
} from '@/lib/storage';
import { announceChange, subscribeChanges } from '@/lib/storage/idb/channel';
import { setLocalAudio } from '@/lib/music/local-audio';
import type { Db } from '@/lib/storage/idb/database';
import {
  RECENTLY_PLAYED_CAP,
  finishHydration,
  useCollectionStore,
  type CollectionState,
} from './collection.store';
import {
  LIST_NAMES,
  diffCollection,
  readCollection,
  writeCollection,
  type ListName,
  type StoredCollection,
} from './collection-db';
import { LOCAL_KEYS } from './collection-migration';
import { queueSave } from './collection-saves';
import { collectionStoredValues } from './collection-stored-values';
import { deleteDownloadedAudio, loadDownloadedAudio } from './downloaded-audio';

export { migrateLocalLists } from './collection-migration';

const toStored = (s: CollectionState): StoredCollection => ({
  favorites: s.favorites,
  recent: s.recentlyPlayed,
  downloads: s.downloads,
  playlists: s.playlists,
});

const toState = (c: Partial<StoredCollection>): Partial<CollectionState> => ({
  ...(c.favorites && { favorites: c.favorites }),
  ...(c.recent && { recentlyPlayed: c.recent.slice(0, RECENTLY_PLAYED_CAP) }),
  ...(c.downloads && { downloads: c.downloads }),
  ...(c.playlists && { playlists: c.playlists }),
});

/** A backup's raw `{v, data}` string (or a bare older list) into a list, or null if unreadable. */
function parseRaw(name: ListName, raw: string): unknown[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const isEnvelope = !!parsed && typeof parsed === 'object' && 'v' in parsed && 'data' in parsed;
  if (isEnvelope && (parsed as { v: unknown }).v !== 1) return null;
  const data = isEnvelope ? (parsed as { data: unknown }).data : parsed;
  const result = collectionStoredValues[name].schema.safeParse(data);
  return result.success ? (result.data as unknown[]) : null;
}

/** Songs that left the downloads list: their audio and cover go too. */
function droppedDownloads(before: StoredCollection, after: StoredCollection): string[] {
  if (before.downloads === after.downloads) return [];
  const kept = new Set(after.downloads.map((s) => s.id));
  return before.downloads.filter((s) => !kept.has(s.id)).map((s) => s.id);
}

/**
 * Loads the collection from IndexedDB into the store, then writes every change back (one
 * transaction per change, only the records that changed), announces it to other tabs and takes
 * theirs. The lists' old local-storage keys are served from here, so whole-data backups keep
 * exporting and importing them by key. Returns a function that stops all of it.
 */
export async function startIdbPersistence(db: Db): Promise<() => void> {
  const loaded = await readCollection(db);
  await loadDownloadedAudio(db);
  let persisted = loaded;
  let external = false;
  finishHydration({ ...useCollectionStore.getState(), ...toState(loaded) } as CollectionState);

  const flush = async (): Promise<WriteResult> => {
    const current = toStored(useCollectionStore.getState());
    const change = diffCollection(persisted, current);
    if (!change) return { ok: true };
    try {
      await writeCollection(db, change);
      const removed = droppedDownloads(persisted, current);
      persisted = current;
      await deleteDownloadedAudio(removed);
      announceChange(change.names);
      return { ok: true };
    } catch (error) {
      const reason = isQuotaError(error) ? 'quota' : 'unavailable';
      console.error('Saving the music collection failed', error);
      reportStorageProblem(LOCAL_KEYS[change.names[0] ?? 'playlists'], reason);
      return { ok: false, reason };
    }
  };
  const save = () => queueSave(flush);
  const stopWriting = useCollectionStore.subscribe(() => {
    if (!external) void save();
  });
  void save();

  const stopListening = subscribeChanges((names) => {
    void readCollection(db).then((fresh) => {
      const picked = Object.fromEntries(
        LIST_NAMES.filter((n) => names.includes(n)).map((n) => [n, fresh[n]]),
      ) as Partial<StoredCollection>;
      // Another tab downloaded or removed songs: their blobs are in the shared database.
      const next = { ...persisted, ...picked };
      for (const id of droppedDownloads(persisted, next)) setLocalAudio(id, null);
      if (names.includes('downloads')) void loadDownloadedAudio(db);
      persisted = next;
      external = true;
      try {
        useCollectionStore.setState(toState(picked));
      } finally {
        external = false;
      }
    });
  });

  for (const name of LIST_NAMES) {
    setRawOverride(LOCAL_KEYS[name], {
      read: () => JSON.stringify({ v: 1, data: toStored(useCollectionStore.getState())[name] }),
      write: (raw) => {
        const list = raw === null ? [] : parseRaw(name, raw);
        if (!list) return { ok: false, reason: 'unavailable' };
        useCollectionStore.setState(toState({ [name]: list }));
        return { ok: true };
      },
    });
  }

  return () => {
    stopWriting();
    stopListening();
    for (const name of LIST_NAMES) setRawOverride(LOCAL_KEYS[name], null);
  };
}
