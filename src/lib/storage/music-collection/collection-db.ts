import { corruptKeyOf } from '@/lib/storage';
import type { Db, JsonRecord } from '@/lib/storage/idb/database';
import { SONGS_VERSION, SUMMARY_VERSION } from '@/lib/storage/idb/playlist-split';
import { storedSongsSchema } from '@/lib/music/song-schema';
import type { Song } from '@/lib/music/types';
import type { LoadedPlaylist, PlaylistEntry } from './playlist-types';
import { playlistSummarySchema } from './playlist-schema';
import { isLoaded, summaryOf } from './playlist-entry';

/**
 * The collection as IndexedDB keeps it: three song lists, one record each, and the playlists,
 * one summary record each, their songs apart (read with `readPlaylistSongs`).
 */
export interface StoredCollection {
  favorites: Song[];
  recent: Song[];
  downloads: Song[];
  playlists: PlaylistEntry[];
}
export type ListName = keyof StoredCollection;
export const SONG_LISTS = ['favorites', 'recent', 'downloads'] as const;
export const LIST_NAMES: readonly ListName[] = [...SONG_LISTS, 'playlists'];

/** Records carry a version like local-storage values, so a later shape can migrate. */
export const RECORD_VERSION = 1;

export const encodeRecord = (data: unknown, v = RECORD_VERSION): JsonRecord => ({
  v,
  json: JSON.stringify(data),
});

/** The record's value, or `undefined` when it is not a readable record of this version. */
export function decodeRecord(record: unknown, version = RECORD_VERSION): unknown {
  const { v, json } = (record ?? {}) as Partial<JsonRecord>;
  if (v !== version || typeof json !== 'string') return undefined;
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

/** Reads every list and the playlists' summaries in one transaction; unreadable records are kept aside. */
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

/**
 * The songs of these playlists, in one transaction. A missing record is an empty list; an
 * unreadable one is kept aside (the playlist then shows empty, as a new one would).
 */
export async function readPlaylistSongs(db: Db, ids: readonly string[]) {
  const tx = db.transaction('playlistSongs');
  const records = await Promise.all(ids.map((id) => tx.store.get(id)));
  const aside: Aside[] = [];
  const found = new Map<string, Song[]>();
  ids.forEach((id, i) => {
    const record = records[i];
    if (record === undefined) return void found.set(id, []);
    const parsed = storedSongsSchema.safeParse(decodeRecord(record, SONGS_VERSION));
    if (!parsed.success) aside.push({ name: `${SONGS_PREFIX}${id}`, value: record });
    found.set(id, parsed.success ? parsed.data : []);
  });
  if (aside.length) await keepAside(db, aside);
  return found;
}

const PLAYLIST_PREFIX = 'playlist:';
const SONGS_PREFIX = 'playlistSongs:';

function readPlaylists(records: unknown[], order: unknown, aside: Aside[]): PlaylistEntry[] {
  const valid = new Map<string, PlaylistEntry>();
  for (const record of records) {
    const parsed = playlistSummarySchema.safeParse(decodeRecord(record, SUMMARY_VERSION));
    if (parsed.success) valid.set(parsed.data.id, { ...parsed.data, songs: null });
    else {
      const id = String((record as { id?: unknown }).id);
      aside.push({ name: `${PLAYLIST_PREFIX}${id}`, value: record });
    }
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
  const tx = db.transaction(['corrupt', 'lists', 'playlists', 'playlistSongs'], 'readwrite');
  for (const { name, value } of aside) {
    void tx.objectStore('corrupt').put(value, corruptKeyOf(name));
    if (name.startsWith(PLAYLIST_PREFIX)) {
      void tx.objectStore('playlists').delete(name.slice(PLAYLIST_PREFIX.length));
    } else if (name.startsWith(SONGS_PREFIX)) {
      void tx.objectStore('playlistSongs').delete(name.slice(SONGS_PREFIX.length));
    } else void tx.objectStore('lists').delete(name);
  }
  await tx.done;
}

/** What changed between two versions of the collection (by reference: stores never mutate). */
export interface CollectionChange {
  lists: Partial<Record<(typeof SONG_LISTS)[number], Song[]>>;
  playlists: {
    /** Playlists whose summary (name, cover, count, …) changed. */
    summaries: PlaylistEntry[];
    /** Playlists whose loaded songs changed: only these songs are written. */
    songs: LoadedPlaylist[];
    remove: string[];
    order: string[] | null;
  };
  names: ListName[];
}

const noPlaylistChange = (): CollectionChange['playlists'] => ({
  summaries: [],
  songs: [],
  remove: [],
  order: null,
});

const sameSummary = (a: PlaylistEntry, b: PlaylistEntry) =>
  JSON.stringify(summaryOf(a)) === JSON.stringify(summaryOf(b));

export function diffCollection(
  before: StoredCollection,
  after: StoredCollection,
): CollectionChange | null {
  const change: CollectionChange = { lists: {}, playlists: noPlaylistChange(), names: [] };
  for (const name of SONG_LISTS) {
    if (before[name] === after[name]) continue;
    change.lists[name] = after[name];
    change.names.push(name);
  }
  if (before.playlists !== after.playlists) {
    const old = new Map(before.playlists.map((p) => [p.id, p]));
    const ids = after.playlists.map((p) => p.id);
    const { playlists } = change;
    for (const p of after.playlists) {
      const was = old.get(p.id);
      if (was === p) continue;
      if (!was || !sameSummary(was, p)) playlists.summaries.push(p);
      // Songs not loaded here are not known here, so they are never written from here.
      if (isLoaded(p) && p.songs !== was?.songs) playlists.songs.push(p);
    }
    const kept = new Set(ids);
    playlists.remove = before.playlists.map((p) => p.id).filter((id) => !kept.has(id));
    const sameOrder =
      ids.length === before.playlists.length &&
      ids.every((id, i) => before.playlists[i]?.id === id);
    playlists.order = sameOrder ? null : ids;
    const { summaries, songs, remove, order } = playlists;
    if (summaries.length || songs.length || remove.length || order) change.names.push('playlists');
  }
  return change.names.length ? change : null;
}

/** Writes a change in one transaction: all of it is stored, or none of it (quota, refusal). */
export async function writeCollection(db: Db, change: CollectionChange): Promise<void> {
  const tx = db.transaction(['lists', 'playlists', 'playlistSongs'], 'readwrite');
  const lists = tx.objectStore('lists');
  const playlists = tx.objectStore('playlists');
  const songs = tx.objectStore('playlistSongs');
  try {
    for (const [name, data] of Object.entries(change.lists)) {
      void lists.put(encodeRecord(data), name);
    }
    for (const playlist of change.playlists.summaries) {
      void playlists.put({
        id: playlist.id,
        ...encodeRecord(summaryOf(playlist), SUMMARY_VERSION),
      });
    }
    for (const playlist of change.playlists.songs) {
      void songs.put(encodeRecord(playlist.songs, SONGS_VERSION), playlist.id);
    }
    for (const id of change.playlists.remove) {
      void playlists.delete(id);
      void songs.delete(id);
    }
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

/**
 * A full replacement (migration from local storage): the lists given, playlists not in it
 * removed. Playlists come with their songs, which are all written.
 */
export async function replaceCollection(
  db: Db,
  next: Partial<Omit<StoredCollection, 'playlists'> & { playlists: LoadedPlaylist[] }>,
): Promise<void> {
  const change: CollectionChange = { lists: {}, playlists: noPlaylistChange(), names: [] };
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
      summaries: next.playlists,
      songs: next.playlists,
      remove: existing.filter((id) => !kept.has(id)),
      order: ids,
    };
    change.names.push('playlists');
  }
  if (change.names.length) await writeCollection(db, change);
}
