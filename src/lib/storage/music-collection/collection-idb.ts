import {
  isQuotaError,
  reportStorageProblem,
  setRawOverride,
  type WriteResult,
} from '@/lib/storage';
import { announceChange, subscribeChanges } from '@/lib/storage/idb/channel';
import { setLocalAudio } from '@/lib/music/local-audio';
import type { Song } from '@/lib/music/types';
import type { Db } from '@/lib/storage/idb/database';
import {
  RECENTLY_PLAYED_CAP,
  finishHydration,
  setSongLoader,
  useCollectionStore,
  type CollectionState,
} from './collection.store';
import {
  LIST_NAMES,
  diffCollection,
  readCollection,
  readPlaylistSongs,
  writeCollection,
  type ListName,
  type StoredCollection,
} from './collection-db';
import { isLoaded, toEntry, toFull, withSongs } from './playlist-entry';
import type { LocalPlaylist, PlaylistEntry } from './playlist-types';
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

/** Another tab's or this tab's change of these playlists' songs (announced beside the lists). */
const SONGS_CHANGE = 'playlistSongs:';

/** The loaded songs attached to the playlists they belong to (the rest is left as it is). */
function attachSongs(list: PlaylistEntry[], songs: Map<string, Song[]>): PlaylistEntry[] {
  return list.map((p) => {
    const found = songs.get(p.id);
    return found ? withSongs(p, found) : p;
  });
}

const capRecent = (list: Song[]) =>
  list.length > RECENTLY_PLAYED_CAP ? list.slice(0, RECENTLY_PLAYED_CAP) : list;

const toState = (c: Partial<StoredCollection>): Partial<CollectionState> => ({
  ...(c.favorites && { favorites: c.favorites }),
  // The same list when it is within the cap, so loading it does not look like a change to save.
  ...(c.recent && { recentlyPlayed: capRecent(c.recent) }),
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
      announceChange([...change.names, ...change.playlists.songs.map((p) => SONGS_CHANGE + p.id)]);
      return { ok: true };
    } catch (error) {
      const reason = isQuotaError(error) ? 'quota' : 'unavailable';
      console.error('Saving the music collection failed', error);
      reportStorageProblem(LOCAL_KEYS[change.names[0] ?? 'playlists'], reason);
      return { ok: false, reason };
    }
  };
  const save = () => queueSave(flush);

  // Loading songs waits for the writes queued before it, and marks what it read as stored, so
  // opening a playlist writes nothing; a change made meanwhile (a rename) keeps its own save.
  setSongLoader(async (ids) => {
    await queueSave(async () => {
      const songs = await readPlaylistSongs(db, ids);
      const unloaded = (list: PlaylistEntry[]) =>
        new Map([...songs].filter(([id]) => list.find((p) => p.id === id)?.songs === null));
      persisted = {
        ...persisted,
        playlists: attachSongs(persisted.playlists, unloaded(persisted.playlists)),
      };
      const { playlists } = useCollectionStore.getState();
      useCollectionStore.setState({ playlists: attachSongs(playlists, unloaded(playlists)) });
      return { ok: true };
    });
  });
  const stopWriting = useCollectionStore.subscribe(() => {
    if (!external) void save();
  });
  void save();

  const stopListening = subscribeChanges((names) => {
    void queueSave(async () => {
      await takeExternal(names);
      return { ok: true };
    });
  });

  /**
   * Rereads what another tab changed. Songs loaded here are reread when that tab announced a
   * change of them, and kept otherwise; songs not loaded here stay unread.
   */
  const takeExternal = async (names: string[]) => {
    const fresh = await readCollection(db);
    const picked = Object.fromEntries(
      LIST_NAMES.filter((n) => names.includes(n)).map((n) => [n, fresh[n]]),
    ) as Partial<StoredCollection>;
    if (picked.playlists) {
      const here = new Map(
        useCollectionStore
          .getState()
          .playlists.filter(isLoaded)
          .map((p) => [p.id, p.songs]),
      );
      const changed = [...here.keys()].filter((id) => names.includes(SONGS_CHANGE + id));
      const reread = await readPlaylistSongs(db, changed);
      for (const [id, songs] of reread) here.set(id, songs);
      picked.playlists = attachSongs(picked.playlists, here);
    }
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
  };

  for (const name of LIST_NAMES) {
    setRawOverride(LOCAL_KEYS[name], {
      // Playlists come whole, songs included: callers load them first (`loadAllPlaylistSongs`,
      // as the backup does); reading one still unloaded throws rather than export it empty.
      read: () => {
        const value = toStored(useCollectionStore.getState())[name];
        const data = name === 'playlists' ? (value as PlaylistEntry[]).map(toFull) : value;
        return JSON.stringify({ v: 1, data });
      },
      write: (raw) => {
        const list = raw === null ? [] : parseRaw(name, raw);
        if (!list) return { ok: false, reason: 'unavailable' };
        const value = name === 'playlists' ? (list as LocalPlaylist[]).map(toEntry) : list;
        useCollectionStore.setState(toState({ [name]: value }));
        return { ok: true };
      },
    });
  }

  return () => {
    setSongLoader(null);
    stopWriting();
    stopListening();
    for (const name of LIST_NAMES) setRawOverride(LOCAL_KEYS[name], null);
  };
}
