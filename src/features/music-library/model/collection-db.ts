import { corruptKeyOf } from '@/lib/storage';
import type { Db, JsonRecord } from '@/lib/storage/idb/database';
import { storedSongsSchema } from '@/lib/music/song-schema';
import type { Song } from '@/lib/music/types';
import type { LocalPlaylist } from './playlist-types';
import { playlistsSchema } from './playlist-schema';

/** The collection as IndexedDB keeps it: three song lists and the playlists, one record each. */
export interface StoredCollection {
  favorites: Song[];
  recent: Song[];
  downloads: Song[];
  playlists: LocalPlaylist[];
}
export type ListName = keyof StoredCollection;
export const SONG_LISTS = ['favorites', 'recent', 'downloads'] as const;
export const LIST_NAMES: readonly ListName[] = [...SONG_LISTS, 'playlists'];

/** Records carry a version like local-storage values, so a later shape can migrate. */
export const RECORD_VERSION = 1;

export const encodeRecord = (data: unknown): JsonRecord => ({
  v: RECORD_VERSION,
  json: JSON.stringify(data),
});

/** The record's value, or `undefined` when it is not a readable record of this version. */
export function decodeRecord(record: unknown): unknown {
  const { v, json } = (record ?? {}) as Partial<JsonRecord>;
  if (v !== RECORD_VERSION || typeof json !== 'string') return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}
const ORDER = 'playlistOrder';

export const emptyCollection = (): StoredCollection => ({
  favorites: [],
  recent: [],
  downloads: [],
  playlists: [],
});

interface Aside {
  name: string;
  value: unknown;
}

/** Reads every list in one transaction; unreadable records are kept aside, never returned. */
export async function readCollection(db: Db): Promise<StoredCollection> {
  const tx = db.transaction(['lists', 'playlists']);
  const lists = tx.objectStore('lists');
  const [favorites, recent, downloads, order, records] = await Promise.all([
    lists.get('favorites'),
    lists.get('recent'),
    lists.get('downloads'),
    lists.get(ORDER),
    tx.objectStore('playlists').getAll(),
  ]);
  const aside: Aside[] = [];
  const songs = (name: string, record: JsonRecord | undefined): Song[] => {
    if (record === undefined) return [];
    const parsed = storedSongsSchema.safeParse(decodeRecord(record));
    if (parsed.success) return parsed.data;
    aside.push({ name, value: record });
    return [];
  };
  const collection: StoredCollection = {
    favorites: songs('favorites', favorites),
    recent: songs('recent', recent),
    downloads: songs('downloads', downloads),
    playlists: readPlaylists(records, decodeRecord(order), aside),
  };
  if (aside.length) await keepAside(db, aside);
  return collection;
}

function readPlaylists(records: unknown[], order: unknown, aside: Aside[]): LocalPlaylist[] {
  const valid = new Map<string, LocalPlaylist>();
  for (const record of records) {
    const parsed = playlistsSchema.safeParse([decodeRecord(record)]);
    const playlist = parsed.success ? parsed.data[0] : undefined;
    if (playlist) valid.set(playlist.id, playlist);
    else aside.push({ name: `playlist:${String((record as { id?: unknown }).id)}`, value: record });
  }
  const ids = Array.isArray(order) ? order.filter((id) => typeof id === 'string') : [];
  const ordered = ids.flatMap((id) => valid.get(id) ?? []);
  const placed = new Set(ordered.map((p) => p.id));
  // A record the order does not name (an interrupted write) still shows, at the end.
  return [...ordered, ...[...valid.values()].filter((p) => !placed.has(p.id))];
}

async function keepAside(db: Db, aside: Aside[]) {
  console.warn(
    'Unreadable music records were kept aside',
    aside.map((a) => a.name),
  );
  const tx = db.transaction(['corrupt', 'lists', 'playlists'], 'readwrite');
  for (const { name, value } of aside) {
    void tx.objectStore('corrupt').put(value, corruptKeyOf(name));
    if (name.startsWith('playlist:')) void tx.objectStore('playlists').delete(name.slice(9));
    else void tx.objectStore('lists').delete(name);
  }
  await tx.done;
}

/** What changed between two versions of the collection (by reference: stores never mutate). */
export interface CollectionChange {
  lists: Partial<Record<(typeof SONG_LISTS)[number], Song[]>>;
  playlists: { put: LocalPlaylist[]; remove: string[]; order: string[] | null };
  names: ListName[];
}

export function diffCollection(
  before: StoredCollection,
  after: StoredCollection,
): CollectionChange | null {
  const change: CollectionChange = {
    lists: {},
    playlists: { put: [], remove: [], order: null },
    names: [],
  };
  for (const name of SONG_LISTS) {
    if (before[name] === after[name]) continue;
    change.lists[name] = after[name];
    change.names.push(name);
  }
  if (before.playlists !== after.playlists) {
    const old = new Map(before.playlists.map((p) => [p.id, p]));
    const ids = after.playlists.map((p) => p.id);
    change.playlists.put = after.playlists.filter((p) => old.get(p.id) !== p);
    const kept = new Set(ids);
    change.playlists.remove = before.playlists.map((p) => p.id).filter((id) => !kept.has(id));
    const sameOrder =
      ids.length === before.playlists.length &&
      ids.every((id, i) => before.playlists[i]?.id === id);
    change.playlists.order = sameOrder ? null : ids;
    const { put, remove, order } = change.playlists;
    if (put.length || remove.length || order) change.names.push('playlists');
  }
  return change.names.length ? change : null;
}

/** Writes a change in one transaction: all of it is stored, or none of it (quota, refusal). */
export async function writeCollection(db: Db, change: CollectionChange): Promise<void> {
  const tx = db.transaction(['lists', 'playlists'], 'readwrite');
  const lists = tx.objectStore('lists');
  const playlists = tx.objectStore('playlists');
  try {
    for (const [name, data] of Object.entries(change.lists)) {
      void lists.put(encodeRecord(data), name);
    }
    for (const playlist of change.playlists.put) {
      void playlists.put({ id: playlist.id, ...encodeRecord(playlist) });
    }
    for (const id of change.playlists.remove) void playlists.delete(id);
    const order = change.playlists.order;
    if (order) void lists.put(encodeRecord(order), ORDER);
  } catch (error) {
    // A request refused at once (for example a value that cannot be cloned): write nothing.
    tx.abort();
    tx.done.catch(() => undefined);
    throw error;
  }
  await tx.done;
}

/** A full replacement (migration, backup import): the lists given, playlists not in it removed. */
export async function replaceCollection(db: Db, next: Partial<StoredCollection>): Promise<void> {
  const change: CollectionChange = {
    lists: {},
    playlists: { put: [], remove: [], order: null },
    names: [],
  };
  for (const name of SONG_LISTS) {
    const list = next[name];
    if (!list) continue;
    change.lists[name] = list;
    change.names.push(name);
  }
  if (next.playlists) {
    const ids = next.playlists.map((p) => p.id);
    const kept = new Set(ids);
    const existing = await db.getAllKeys('playlists');
    change.playlists = {
      put: next.playlists,
      remove: existing.filter((id) => !kept.has(id)),
      order: ids,
    };
    change.names.push('playlists');
  }
  if (change.names.length) await writeCollection(db, change);
}
