import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { EMPTY_META, type Known, type StateStore, type SyncMeta } from './types';

/**
 * Sync's own database, apart from the records' (`reelbeat`): what the server holds of each
 * record (its opaque id, `seq` and stamp), the cursor and the epoch. Losing it loses nothing:
 * the next sync pulls from 0 and merges.
 */
export const SYNC_DB = 'reelbeat-sync';

interface SyncDb extends DBSchema {
  meta: { key: string; value: SyncMeta };
  known: { key: string; value: Known };
}

let opened: Promise<IDBPDatabase<SyncDb>> | null = null;
const db = () =>
  (opened ??= openDB<SyncDb>(SYNC_DB, 1, {
    upgrade(database) {
      database.createObjectStore('meta');
      database.createObjectStore('known', { keyPath: 'rid' });
    },
  }));

export const idbState: StateStore = {
  async load() {
    const database = await db();
    const [meta, known] = await Promise.all([
      database.get('meta', 'meta'),
      database.getAll('known'),
    ]);
    return { meta: meta ?? EMPTY_META, known };
  },
  async save(meta, known) {
    const tx = (await db()).transaction(['meta', 'known'], 'readwrite');
    void tx.objectStore('meta').put(meta, 'meta');
    const store = tx.objectStore('known');
    for (const entry of known) void store.put(entry);
    await tx.done;
  },
  async clear() {
    const tx = (await db()).transaction(['meta', 'known'], 'readwrite');
    void tx.objectStore('meta').clear();
    void tx.objectStore('known').clear();
    await tx.done;
  },
};

/** For tests: a store in memory. */
export function memoryState(): StateStore {
  let meta: SyncMeta = EMPTY_META;
  const known = new Map<string, Known>();
  return {
    load: () => Promise.resolve({ meta, known: [...known.values()] }),
    save: (next, entries) => {
      meta = next;
      for (const entry of entries) known.set(entry.rid, entry);
      return Promise.resolve();
    },
    clear: () => {
      meta = EMPTY_META;
      known.clear();
      return Promise.resolve();
    },
  };
}
