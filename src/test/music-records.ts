import type { Song } from '@/lib/music/types';
import { CHANNEL_NAME } from '@/lib/storage/idb/channel';
import { getDb, type Db, type RecordRow } from '@/lib/storage/idb/database';
import { rowOf, writeRows } from '@/lib/storage/idb/records-db';
import { newStamp } from '@/lib/storage/records/device';
import { MAIN_PROFILE } from '@/lib/storage/records/namespace';
import { recordValueOf } from '@/lib/storage/music-collection/music-memory';
import { entryId } from '@/lib/storage/music-collection/music-specs';
import { toEntry, type LocalPlaylist } from '@/lib/storage/music-collection';

/** The music collection's records in (fake or real) IndexedDB, for tests. */

export async function openDb(): Promise<Db> {
  const db = await getDb();
  if (!db) throw new Error('IndexedDB should be there');
  return db;
}

/** A record of the first profile as IndexedDB keeps it. */
export const row = (c: string, id: string, value: unknown, stamp = newStamp()): RecordRow =>
  rowOf(MAIN_PROFILE, c, { id, stamp, value });

export const songRows = (c: string, songs: Song[]) =>
  [...songs].reverse().map((song) => row(c, song.id, song));

export const playlistRows = (playlist: LocalPlaylist) => [
  row('playlists', playlist.id, recordValueOf(toEntry(playlist))),
  ...playlist.songs.map((song) => row('playlistSongs', entryId(playlist.id, song.id), song)),
];

/** Rows put as they are (a corrupt one included). */
export async function putRows(db: Db, rows: RecordRow[]) {
  const tx = db.transaction('records', 'readwrite');
  for (const r of rows) void tx.store.put(r);
  await tx.done;
}

/** The value of a record as stored now (undefined: no record; null: a tombstone). */
export async function storedRecord(db: Db, c: string, id: string) {
  const r = await db.get('records', [MAIN_PROFILE, c, id]);
  if (!r) return undefined;
  return r.json === undefined ? null : (JSON.parse(r.json) as unknown);
}

/**
 * Another tab's write: stored in IndexedDB and announced on the channel, as that tab's copy of
 * the app does it.
 */
/**
 * How long a test waits for another tab's edit to arrive: the message crosses threads and the
 * rows are read back from IndexedDB, which took over `vi.waitFor`'s default second on a
 * loaded machine.
 */
export const ANOTHER_TAB = { timeout: 5000 };

export async function otherTabWrites(db: Db, rows: RecordRow[]) {
  const outcome = await writeRows(
    db,
    MAIN_PROFILE,
    rows.map((r) => ({
      c: r.c,
      record: { id: r.id, stamp: r.stamp, value: r.json === undefined ? null : JSON.parse(r.json) },
    })),
  );
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage({
    profile: MAIN_PROFILE,
    rows: outcome.stored,
    stats: outcome.stats,
    from: 'another-tab',
  });
  channel.close();
}
