import { formatStamp } from '@/lib/storage/records/hlc';
import { deriveKeys } from '@/features/sync/crypto/keys';
import { syncApi } from '@/features/sync/engine/api';
import { createEngine } from '@/features/sync/engine/engine';
import { memorySource } from '@/features/sync/engine/memory-source';
import { memoryState } from '@/features/sync/engine/state';
import type { SyncItem } from '@/features/sync/engine/types';

/** The first sync: 10 000 library entries and 100 playlists of 500 songs. */
export const LIBRARY = 10_000;
export const PLAYLISTS = 100;
export const SONGS = 500;

export interface FirstSyncResult {
  records: number;
  /** The first device's first sync: scan, seal, upload (engine.sync()). */
  uploadMs: number;
  /** A joining device's first sync: download, open, merge (engine.sync()). */
  joinMs: number;
  /** What the space counts against its quota, in MB. */
  spaceMb: number;
}

const stamp = (i: number) =>
  formatStamp({ wall: Date.now() - 60_000 + (i % 1000), counter: i % 97, node: 'a1b2c3d4e5f6' });

/** A library entry as the library list keeps one (a TMDB title's card fields). */
function libraryItem(i: number): SyncItem {
  const id = `movie:${100_000 + i}`;
  return {
    rid: `main/library/${id}`,
    record: {
      id,
      stamp: stamp(i),
      value: {
        id: 100_000 + i,
        type: 'movie',
        title: `A film called number ${i}`,
        posterPath: `/p${(i * 7919).toString(36)}x${i}.jpg`,
        backdropPath: null,
        voteAverage: (i % 90) / 10,
        releaseDate: `20${String(i % 25).padStart(2, '0')}-0${(i % 9) + 1}-1${i % 9}`,
        genreIds: [18, 28 + (i % 10)],
        addedAt: new Date(1_764_000_000_000 + i * 1000).toISOString(),
      },
    },
  };
}

/** A playlist song as the music collection keeps one (what the music API gives). */
function songItem(p: number, s: number): SyncItem {
  const n = p * SONGS + s;
  const id = `pl${p}/s${n.toString(36)}Xq${(n * 31).toString(36)}`;
  const song = n.toString(36);
  const image = (q: string) => ({
    quality: q,
    url: `https://c.saavncdn.com/${100 + (n % 900)}/Album-${song}-English-2020-${q}.jpg`,
  });
  return {
    rid: `main/playlistSongs/${id}`,
    record: {
      id,
      stamp: stamp(n),
      placed: stamp(n),
      value: {
        id: `s${song}Xq${(n * 31).toString(36)}`,
        name: `Song number ${n} (From a soundtrack)`,
        album: { id: `${20_000_000 + (n % 5000)}`, name: `Album ${n % 5000}` },
        year: String(1990 + (n % 35)),
        duration: 120 + (n % 240),
        language: 'english',
        image: ['50x50', '150x150', '500x500'].map(image),
        downloadUrl: [
          {
            quality: '320kbps',
            url: `https://aac.saavncdn.com/${100 + (n % 900)}/${(n * 7919).toString(16)}_320.mp4`,
          },
        ],
        artists: { primary: [{ id: `${400_000 + (n % 3000)}`, name: `Artist ${n % 3000}` }] },
      },
    },
  };
}

export function firstSyncItems(): SyncItem[] {
  const items: SyncItem[] = [];
  for (let i = 0; i < LIBRARY; i += 1) items.push(libraryItem(i));
  for (let p = 0; p < PLAYLISTS; p += 1)
    for (let s = 0; s < SONGS; s += 1) items.push(songItem(p, s));
  return items;
}

const key = Uint8Array.from({ length: 16 }, (_, i) => (i * 37 + 11) & 255);

/**
 * Runs in Chromium (bench/app/sync-chromium.page.ts) and in Node alike: no Node modules here.
 * Two devices of one phrase against the server at `origin` ('' for the page's own), each the engine the app runs
 * (`createEngine`, the same sealing, batching and merging) over records in memory: the first
 * uploads the library, then the second joins and takes it all in.
 */
export async function measureFirstSync(origin: string): Promise<FirstSyncResult> {
  const keys = await deriveKeys(key);
  const api = syncApi(origin, keys.auth);
  const items = firstSyncItems();
  const first = createEngine({ keys, api, source: memorySource(items), state: memoryState() });
  const started = performance.now();
  const up = await first.sync();
  const uploadMs = performance.now() - started;
  if (up.pushed !== items.length) throw new Error(`uploaded ${up.pushed} of ${items.length}`);

  const joinKeys = await deriveKeys(key);
  const joining = memorySource();
  const second = createEngine({
    keys: joinKeys,
    api: syncApi(origin, joinKeys.auth),
    source: joining,
    state: memoryState(),
  });
  const joinStarted = performance.now();
  const down = await second.sync();
  const joinMs = performance.now() - joinStarted;
  if (down.pulled !== items.length || joining.items.size !== items.length)
    throw new Error(`the joining device took in ${joining.items.size} of ${items.length}`);
  const usage = (await (
    await fetch(`${origin}/api/sync/space`, { headers: { authorization: `Bearer ${keys.auth}` } })
  ).json()) as { bytes: number };
  return {
    records: items.length,
    uploadMs,
    joinMs,
    spaceMb: usage.bytes / (1024 * 1024),
  };
}
