// The page of bench/idb-load.ts (bench/app/idb-chromium.html): fills Chromium's IndexedDB with the
// budget's data, then times each load the way the app does it.
import { closeDb, getDb } from '@/lib/storage/idb/database';
import {
  ensurePlaylistSongs,
  initialCollectionState,
  loadAllPlaylistSongs,
  useCollectionStore,
  startCollectionPersistence,
  toEntry,
  type LocalPlaylist,
} from '@/lib/storage/music-collection';
import { writeCollection } from '@/lib/storage/music-collection/collection-db';
import { readRows, recordOf, writeRows } from '@/lib/storage/idb/records-db';
import { newStamp } from '@/lib/storage/records/device';
import { savedEntrySchema } from '@/lib/storage/video-lists/entry-schemas';
import type { Song } from '@/lib/music/types';
import { libraryEntries, storedSongs } from '@shared/test/bench-data';

const playlists: LocalPlaylist[] = Array.from({ length: 100 }, (_, p) => ({
  id: `bench-playlist-${p}`,
  name: `Bench playlist ${p}`,
  description: 'Synthetic playlist for the storage budget',
  createdAt: '2025-01-01T00:00:00.000Z',
  songs: storedSongs(500, `p${p}`),
  lastModified: '2025-01-01T00:00:00.000Z',
}));
const OPENED = 'bench-playlist-42';
const collection: Song[] = storedSongs(10_000, 'liked');
const library = libraryEntries(10_000);
const LIBRARY_PROFILE = 'bench';
const isSavedEntry = (value: unknown): value is unknown =>
  savedEntrySchema.safeParse(value).success;

async function database() {
  const db = await getDb();
  if (!db) throw new Error('no IndexedDB');
  return db;
}

async function timed<T>(action: () => Promise<T>) {
  const start = performance.now();
  const answer = await action();
  return { ms: performance.now() - start, answer };
}

/** A fresh page's collection: no open connection, an empty store. */
async function freshStart() {
  await closeDb();
  useCollectionStore.setState(initialCollectionState(), true);
  return startCollectionPersistence();
}

let stop: (() => void) | null = null;

(window as unknown as { idbBench: Record<string, () => Promise<unknown>> }).idbBench = {
  seed: async () => {
    localStorage.clear();
    const db = await database();
    await Promise.all((['records', 'stats'] as const).map((store) => db.clear(store)));
    await writeCollection(db, { playlists: playlists.map(toEntry), favorites: collection });
    // The library as records of a profile of its own, one per title, as IndexedDB would keep it.
    await writeRows(
      db,
      LIBRARY_PROFILE,
      library.map((entry) => ({
        c: 'library',
        record: { id: `${entry.type}:${entry.id}`, stamp: newStamp(), value: entry },
      })),
    );
    await closeDb();
    return 'seeded';
  },
  /**
   * The app's start of the music collection with 100 playlists × 500 songs and 10 000 liked
   * songs: open, migration check, the lists and the playlists' summaries read and validated,
   * the store hydrated.
   */
  startCollection: () =>
    timed(async () => {
      const done = await freshStart();
      const { playlists: list, favorites } = useCollectionStore.getState();
      done();
      return {
        playlists: list.length,
        favorites: favorites.length,
        songsLoaded: list.filter((p) => p.songs !== null).length,
      };
    }),
  /** Untimed: a started collection, so the next step times the opening alone. */
  prepareOpen: async () => {
    stop = await freshStart();
    return 'ready';
  },
  /** Opening one 500-song playlist: its songs read, validated and put in the store. */
  openPlaylist: () =>
    timed(async () => {
      const songsRead = (await ensurePlaylistSongs(OPENED))?.songs.length;
      stop?.();
      return songsRead;
    }),
  /** Every playlist's songs at once, as a whole-data backup or "export all" reads them. */
  prepareAll: async () => {
    stop = await freshStart();
    return 'ready';
  },
  loadAllSongs: () =>
    timed(async () => {
      const all = await loadAllPlaylistSongs();
      stop?.();
      return all.reduce((n, p) => n + p.songs.length, 0);
    }),
  /** The video library (10 000 entries) from IndexedDB, were it moved there: read and checked. */
  loadLibraryIdb: () =>
    timed(async () => {
      await closeDb();
      const rows = await readRows(await database(), LIBRARY_PROFILE, 'library');
      return rows.filter((row) => recordOf(row, isSavedEntry)?.value).length;
    }),
};
