import { corruptKeyOf } from '../keys';
import { isStamp, stampAt } from '../records/hlc';
import { TOMBSTONE_LIFETIME_MS, type StoredRecord } from '../records/record';
import type { Db, RecordRow, StatsRow } from './database';

/** The records of one profile in IndexedDB (store `records`, key [profile, list, id]). */

export class ProfileGoneError extends Error {
  constructor(profile: string) {
    super(`Profile ${profile} was deleted`);
    this.name = 'ProfileGoneError';
  }
}

export const PLAYLIST_SONGS = 'playlistSongs';
export const playlistOfEntry = (id: string) => id.slice(0, id.indexOf('/'));

export function rowOf(p: string, c: string, record: StoredRecord<unknown>): RecordRow {
  const row: RecordRow = { p, c, id: record.id, stamp: record.stamp };
  if (record.value !== null) row.json = JSON.stringify(record.value);
  if (record.placed !== undefined) row.placed = record.placed;
  return row;
}

/** A row as a record, its value checked; null when it is unreadable (then it is set aside). */
export function recordOf<T>(
  row: RecordRow,
  check: (value: unknown, id: string) => value is T,
): StoredRecord<T> | null {
  if (!isStamp(row.stamp) || (row.placed !== undefined && !isStamp(row.placed))) return null;
  let value: unknown = null;
  if (row.json !== undefined) {
    try {
      value = JSON.parse(row.json);
    } catch {
      return null;
    }
    if (!check(value, row.id)) return null;
  }
  const record: StoredRecord<T> = { id: row.id, stamp: row.stamp, value: value as T | null };
  if (row.placed !== undefined) record.placed = row.placed;
  return record;
}

const listRange = (p: string, c: string) => IDBKeyRange.bound([p, c], [p, c, []]);
const prefixRange = (p: string, c: string, prefix: string) =>
  IDBKeyRange.bound([p, c, prefix], [p, c, `${prefix}\uffff`]);

/** Every row of a list (a prefix of ids: one playlist's songs), tombstones included. */
export function readRows(db: Db, p: string, c: string, prefix?: string): Promise<RecordRow[]> {
  return db.getAll('records', prefix === undefined ? listRange(p, c) : prefixRange(p, c, prefix));
}

/** Several lists of a profile and its playlists' counts, in one transaction (a page's start). */
export async function readLists(db: Db, p: string, lists: readonly string[]) {
  const tx = db.transaction(['records', 'stats']);
  const [stats, ...rows] = await Promise.all([
    tx.objectStore('stats').getAll(IDBKeyRange.bound([p], [p, []])),
    ...lists.map((c) => tx.objectStore('records').getAll(listRange(p, c))),
  ]);
  return { rows: rows as RecordRow[][], stats: stats as StatsRow[] };
}

/** Moves unreadable rows to the `corrupt` store (and out of `records`), in one transaction. */
export async function setRowsAside(db: Db, rows: RecordRow[]) {
  if (rows.length === 0) return;
  console.warn(
    'Unreadable records were kept aside',
    rows.map((r) => `${r.p}/${r.c}/${r.id}`),
  );
  const tx = db.transaction(['records', 'corrupt'], 'readwrite');
  for (const row of rows) {
    void tx.objectStore('corrupt').put(row, corruptKeyOf(`${row.p}/${row.c}/${row.id}`));
    void tx.objectStore('records').delete([row.p, row.c, row.id]);
  }
  await tx.done;
}

export interface RowWrite {
  c: string;
  record: StoredRecord<unknown>;
}

export interface WriteOptions {
  /** Playlists deleted by this write: their songs become tombstones too. */
  dropPlaylists?: readonly string[];
  /** Stamps those tombstones. */
  stamp?: () => string;
}

export interface WriteOutcome {
  /** Rows stored by this write. */
  stored: RecordRow[];
  /** Rows that were newer in the database than what was written: they stay, the write adopts them. */
  newer: RecordRow[];
  /** Song counts and lengths of the playlists whose songs this write changed. */
  stats: StatsRow[];
}

const secondsOf = (rows: RecordRow[]) =>
  rows.reduce((sum, row) => {
    if (row.json === undefined) return sum;
    try {
      const duration = (JSON.parse(row.json) as { duration?: unknown }).duration;
      return sum + (typeof duration === 'number' && duration > 0 ? duration : 0);
    } catch {
      return sum;
    }
  }, 0);

/**
 * Writes records of profile `p` in one transaction: all of them or none (a full quota, a
 * refusal, a profile deleted meanwhile). Each is merged with the stored one: an older write
 * never replaces a newer record. The counts of changed playlists are kept in step.
 *
 * The rows are put in the task that calls this, before any answer comes back, and the
 * transaction is committed as soon as its last request is made (README, "When a write is
 * issued"): a page reloaded right after an edit must not abort a write still waiting on a read.
 * The reads made first (in the same task) tell which stored rows were newer: those are put back
 * in the same transaction, so the outcome is the same as not writing them.
 */
export async function writeRows(
  db: Db,
  p: string,
  writes: readonly RowWrite[],
  options: WriteOptions = {},
) {
  const tx = db.transaction(['records', 'stats', 'gone'], 'readwrite');
  const records = tx.objectStore('records');
  const outcome: WriteOutcome = { stored: [], newer: [], stats: [] };
  const done = tx.done;
  const rows = writes.map(({ c, record }) => rowOf(p, c, record));
  const gone = tx.objectStore('gone').get(p);
  const drops = (options.dropPlaylists ?? []).map(
    (id) => [id, records.getAll(prefixRange(p, PLAYLIST_SONGS, `${id}/`))] as const,
  );
  const before = rows.map((row) => records.get([p, row.c, row.id]));
  for (const row of rows) void records.put(row);
  try {
    if (await gone) throw new ProfileGoneError(p);
    const playlists = new Set<string>();
    // A deleted playlist's songs are deleted with it, each a tombstone of its own.
    for (const [id, songs] of drops) {
      for (const row of await songs) {
        if (row.json === undefined || !options.stamp) continue;
        const tombstone: RecordRow = { p, c: PLAYLIST_SONGS, id: row.id, stamp: options.stamp() };
        void records.put(tombstone);
        outcome.stored.push(tombstone);
      }
      void tx.objectStore('stats').delete([p, id]);
    }
    const existing = await Promise.all(before);
    for (const [i, row] of rows.entries()) {
      const stored = existing[i];
      if (stored && !rowWins(row, stored)) {
        void records.put(stored);
        outcome.newer.push(stored);
        continue;
      }
      outcome.stored.push(row);
      if (row.c === PLAYLIST_SONGS) playlists.add(playlistOfEntry(row.id));
    }
    const counted = [...playlists].map(
      (id) => [id, records.getAll(prefixRange(p, PLAYLIST_SONGS, `${id}/`))] as const,
    );
    for (const [id, songs] of counted) {
      const live = (await songs).filter((row) => row.json !== undefined);
      const stats: StatsRow = { p, id, count: live.length, seconds: secondsOf(live) };
      void tx.objectStore('stats').put(stats);
      outcome.stats.push(stats);
    }
    commitNow(tx);
  } catch (error) {
    tx.abort();
    await done.catch(() => undefined);
    throw error;
  }
  await done;
  return outcome;
}

/** Commits without waiting for the requests' answers to come back (where browsers can). */
function commitNow(tx: { commit?: () => void }) {
  if (typeof tx.commit === 'function') tx.commit();
}

/**
 * Whether `row` wins over `existing`: the newer stamp, and for the same stamp the same choice
 * as `wins` makes for records (the greater value as JSON text), so it does not matter which
 * writer got there first. The same row again is no change.
 */
function rowWins(row: RecordRow, existing: RecordRow): boolean {
  if (row.stamp !== existing.stamp) return row.stamp > existing.stamp;
  const text = (r: RecordRow) => (r.json ?? 'null') + (r.placed ?? '');
  return text(row) > text(existing);
}

export function readStats(db: Db, p: string): Promise<StatsRow[]> {
  return db.getAll('stats', IDBKeyRange.bound([p], [p, []]));
}

/** Every row of profile `p` stamped after `since` (tombstones included), oldest first. */
export function rowsSince(db: Db, p: string, since: string): Promise<RecordRow[]> {
  return db.getAllFromIndex('records', 'byStamp', IDBKeyRange.bound([p, since], [p, []], true));
}

/** Deletes every record of a profile and marks it gone, so no late write can bring it back. */
export async function deleteProfileRows(db: Db, p: string) {
  const tx = db.transaction(['records', 'stats', 'gone'], 'readwrite');
  void tx.objectStore('gone').put({ id: p, at: Date.now() });
  void tx.objectStore('records').delete(IDBKeyRange.bound([p], [p, []]));
  void tx.objectStore('stats').delete(IDBKeyRange.bound([p], [p, []]));
  await tx.done;
}

/** Drops a profile's tombstones past their lifetime (README: "Tombstones"). */
export async function dropExpiredRows(db: Db, p: string, now = Date.now()) {
  const cutoff = stampAt(now - TOMBSTONE_LIFETIME_MS);
  const tx = db.transaction('records', 'readwrite');
  const range = IDBKeyRange.bound([p, ''], [p, cutoff]);
  for await (const cursor of tx.store.index('byStamp').iterate(range)) {
    if (cursor.value.json === undefined) void cursor.delete();
  }
  await tx.done;
}
