import { persistStore } from '@/lib/storage';
import type { Song } from '@/lib/music/types';
import {
  RECENTLY_PLAYED_CAP,
  beginHydration,
  finishHydration,
  useCollectionStore,
  type CollectionState,
} from './collection.store';
import { collectionStoredValues } from './collection-stored-values';
import { toEntry, toFull } from './playlist-entry';
import type { LocalPlaylist, PlaylistEntry } from './playlist-types';
import { collectionCode } from './collection-code';

type SongListKey = 'favorites' | 'recentlyPlayed' | 'downloads';

let whole: { entries: PlaylistEntry[]; full: LocalPlaylist[] } | null = null;
/** The same list while the playlists are the same, so other lists' changes do not rewrite them. */
function wholePlaylists(entries: PlaylistEntry[]): LocalPlaylist[] {
  if (whole?.entries !== entries) whole = { entries, full: entries.map(toFull) };
  return whole.full;
}

/**
 * Where IndexedDB is missing, refused, or the move into it failed: the four lists stay in local
 * storage under the keys and shapes they have always had (cross-tab through `storage` events).
 */
export function startLocalPersistence(): () => void {
  const v = collectionStoredValues;
  const list = <K extends SongListKey>(key: K, cap?: number) => ({
    partialize: (s: CollectionState) => s[key],
    merge: (value: Song[]) =>
      ({ [key]: cap ? value.slice(0, cap) : value }) as Partial<CollectionState>,
  });
  const stops = [
    persistStore(useCollectionStore, v.favorites, list('favorites')),
    persistStore(useCollectionStore, v.recent, list('recentlyPlayed', RECENTLY_PLAYED_CAP)),
    persistStore(useCollectionStore, v.downloads, list('downloads')),
    // Local storage holds each playlist whole, so here every playlist is loaded with its songs.
    persistStore(useCollectionStore, v.playlists, {
      partialize: (s) => wholePlaylists(s.playlists),
      merge: (playlists) => ({ playlists: playlists.map(toEntry) }),
    }),
  ];
  // Changes made before the lists were read go on top of them (and are written).
  finishHydration(useCollectionStore.getState());
  return () => stops.forEach((stop) => stop());
}

/**
 * Loads the collection from IndexedDB (moving the local-storage lists there once, see
 * `collection-migration.ts`) and keeps it saved. The IndexedDB code loads only now, so `idb`
 * is never part of the first paint. Resolves with a function that stops saving.
 */
export async function startCollectionPersistence(): Promise<() => void> {
  beginHydration();
  try {
    const [loadDatabase, loadIdb] = collectionCode;
    const [{ getDb }, idb] = await Promise.all([loadDatabase(), loadIdb()]);
    const db = await getDb();
    if (db && (await idb.migrateLocalLists(db)) !== 'failed')
      return await idb.startIdbPersistence(db);
  } catch (error) {
    console.error('The music collection could not be loaded from IndexedDB', error);
  }
  return startLocalPersistence();
}

let loading: Promise<void> | null = null;

/** Loads the stored lists once per page; later calls return the same promise. */
export function initCollection(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  loading ??= startCollectionPersistence().then(() => undefined);
  return loading;
}
