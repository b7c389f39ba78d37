// The page of bench/idb-chromium.ts (bench/idb-chromium.html): fills Chromium's IndexedDB with
// the budget's data, then times each load the way the app does it.
import { createStoredValue } from '@/lib/storage';
import { closeDb, getDb } from '@/lib/storage/idb/database';
import { decodeRecord, encodeRecord, readCollection, replaceCollection } from './collection-db';
import { initialCollectionState, useCollectionStore } from './collection.store';
import { startCollectionPersistence } from './collection-persistence';
import type { LocalPlaylist } from './playlist-types';
import { toEntry } from './playlist-entry';
import type { Song } from '@/lib/music/types';

// Shaped like bench/fixtures.ts (which the app's build does not include).
const songs = (count: number, prefix: string): Song[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i + 1}`,
    name: `Bench Song ${String(i + 1).padStart(5, '0')}`,
    year: '2024',
    duration: 120 + (i % 180),
    language: 'english',
    album: { id: `bench-album-${i % 50}`, name: `Bench Album ${i % 50}` },
    artists: { primary: [{ id: `bench-artist-${i % 40}`, name: `Bench Artist ${i % 40}` }] },
    image: [
      { quality: '50x50', url: `/api/music/cover/bench-${i % 50}.svg?size=50` },
      { quality: '500x500', url: `/api/music/cover/bench-${i % 50}.svg?size=500` },
    ],
    downloadUrl: [{ quality: '160kbps', url: `/api/music/audio/bench-${i + 1}.wav` }],
  }));
const playlists: LocalPlaylist[] = Array.from({ length: 100 }, (_, p) => ({
  id: `bench-playlist-${p}`,
  name: `Bench playlist ${p}`,
  description: 'Synthetic playlist for the storage budget',
  createdAt: '2025-01-01T00:00:00.000Z',
  songs: songs(500, `p${p}`),
  lastModified: '2025-01-01T00:00:00.000Z',
}));
const collection = songs(10_000, 'liked');
const library = Array.from({ length: 10_000 }, (_, i) => ({
  id: 100_000 + i,
  type: i % 3 === 0 ? 'tv' : 'movie',
  title: `Bench Title ${String(i + 1).padStart(5, '0')}`,
  overview: 'A synthetic catalogue entry used to measure how long storage takes to read and write.',
  posterPath: `/poster-${i}.jpg`,
  backdropPath: `/backdrop-${i}.jpg`,
  voteAverage: (i % 100) / 10,
  releaseDate: '2024-05-01',
  genreIds: [28, 12, 878],
  popularity: 1000 - (i % 1000),
  addedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
}));

async function database() {
  const db = await getDb();
  if (!db) throw new Error('no IndexedDB');
  return db;
}

async function timed<T>(action: () => Promise<T>) {
  const start = performance.now();
  const answer = await action();
  return { ms: Math.round(performance.now() - start), answer };
}

const libraryValue = createStoredValue<unknown[]>({
  key: 'reelbeat_bench_library',
  version: 1,
  schema: { safeParse: (v: unknown) => ({ success: true as const, data: v as unknown[] }) },
  fallback: () => [],
});

(window as unknown as { idbBench: Record<string, () => Promise<unknown>> }).idbBench = {
  seed: async () => {
    localStorage.clear();
    const db = await database();
    await db.clear('playlists');
    await replaceCollection(db, { playlists: playlists.map(toEntry), favorites: collection });
    await db.put('lists', encodeRecord(library), 'benchLibrary');
    libraryValue.write(library);
    await closeDb();
    return 'seeded';
  },
  /** 100 playlists × 500 songs and 10 000 liked songs, as the app loads them (validated). */
  loadCollection: () =>
    timed(async () => {
      const c = await readCollection(await database());
      return { playlists: c.playlists.length, favorites: c.favorites.length };
    }),
  /** The same records parsed but not validated: what IndexedDB and JSON.parse cost. */
  rawCollection: () =>
    timed(async () => {
      const db = await database();
      const tx = db.transaction(['lists', 'playlists']);
      const [records, favorites] = await Promise.all([
        tx.objectStore('playlists').getAll(),
        tx.objectStore('lists').get('favorites'),
      ]);
      const read = performance.now();
      const parsed = records.map((r) => decodeRecord(r));
      const liked = decodeRecord(favorites) as unknown[];
      return {
        playlists: parsed.length,
        favorites: liked.length,
        megabytes: +(records.reduce((n, r) => n + r.json.length, 0) / 1e6).toFixed(1),
        parseMs: Math.round(performance.now() - read),
      };
    }),
  /** The whole start of the music collection: open, migrate check, load, hydrate the store. */
  startCollection: () =>
    timed(async () => {
      await closeDb();
      useCollectionStore.setState(initialCollectionState(), true);
      const stop = await startCollectionPersistence();
      stop();
      return useCollectionStore.getState().playlists.length;
    }),
  /** The video library (10 000 entries) from IndexedDB, were it moved there. */
  loadLibraryIdb: () =>
    timed(
      async () =>
        (decodeRecord(await (await database()).get('lists', 'benchLibrary')) as unknown[]).length,
    ),
  /** The same library from local storage, where it stays (JSON.parse of the stored string). */
  loadLibraryLocal: () =>
    timed(async () => {
      const fresh = createStoredValue<unknown[]>({
        key: libraryValue.key,
        version: 1,
        schema: { safeParse: (v: unknown) => ({ success: true as const, data: v as unknown[] }) },
        fallback: () => [],
      });
      return {
        entries: fresh.read().length,
        chars: localStorage.getItem(libraryValue.key)?.length,
      };
    }),
};
