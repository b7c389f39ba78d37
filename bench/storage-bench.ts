import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod/mini';
import { libraryEntries, playlist } from '../shared/test/bench-data.ts';
import { median } from './stats.ts';
import type { StorageResult } from './results-types.ts';

/** The part of src/lib/storage the bench drives (loaded at run time, not type-checked here). */
interface StoredValue<T> {
  read(): T;
  write(value: T): { ok: boolean };
}
interface StorageModule {
  createStoredValue<T>(options: {
    key: string;
    version: number;
    schema: z.ZodMiniType<T>;
    fallback: () => T;
  }): StoredValue<T>;
}

/** A minimal in-memory localStorage, enough for the storage module's backend. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

function timeIt(action: () => void): number {
  const start = performance.now();
  action();
  return performance.now() - start;
}

async function measure<T>(
  storage: StorageModule,
  name: string,
  entries: number,
  value: T,
  schema: z.ZodMiniType<T>,
  runs: number,
): Promise<StorageResult> {
  const key = `reelbeat_bench_${name.replace(/\W+/g, '_')}`;
  const make = () =>
    storage.createStoredValue<T>({ key, version: 1, schema, fallback: () => value });
  const loads: number[] = [];
  const saves: number[] = [];
  // One untimed round lets the JIT settle so the median reflects steady state.
  for (let i = 0; i <= runs; i += 1) {
    const save = timeIt(() => {
      if (!make().write(value).ok) throw new Error('write failed');
    });
    // A fresh stored value has no cache, so read() parses and validates the stored JSON.
    const load = timeIt(() => make().read());
    if (i > 0) {
      saves.push(save);
      loads.push(load);
    }
  }
  const bytes = Buffer.byteLength(globalThis.localStorage.getItem(key) ?? '');
  return { name, entries, bytes, loadMs: median(loads), saveMs: median(saves) };
}

/** Load/save times of big personal-data values through the real storage module in Node. */
export async function measureStorage(runs: number): Promise<StorageResult[]> {
  const memory = new MemoryStorage();
  Object.assign(globalThis, { localStorage: memory, window: { localStorage: memory } });
  const moduleUrl = pathToFileURL(resolve('src/lib/storage/index.ts')).href;
  const storage = (await import(moduleUrl)) as StorageModule;
  // The app's own schemas, so the bench validates exactly what the app does.
  const { savedEntrySchema } = (await import(
    pathToFileURL(resolve('src/lib/storage/video-lists/entry-schemas.ts')).href
  )) as { savedEntrySchema: z.ZodMiniType<unknown> };
  const { playlistsSchema } = (await import(
    pathToFileURL(resolve('src/lib/storage/music-collection/playlist-schema.ts')).href
  )) as { playlistsSchema: z.ZodMiniType<unknown[]> };
  const list = playlist(5000);
  return [
    await measure(
      storage,
      'library of 10 000 entries',
      10_000,
      libraryEntries(10_000),
      z.array(savedEntrySchema),
      runs,
    ),
    await measure(storage, 'playlist of 5 000 songs', 5000, [list], playlistsSchema, runs),
  ];
}
