import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import { MAIN_PROFILE } from '../records/namespace';
import { legacyStamp } from '../records/record';
import type { ReelbeatDb, RecordRow } from './database';

/**
 * The database's versions: v1 kept each list and each playlist (songs included) as one JSON
 * record; v2 kept a playlist's songs apart (`playlistSongs`); v3 keeps records (one per song of
 * a list, per playlist, per song of a playlist: lib/storage/records). The upgrade to v3 moves
 * everything into records of the first profile inside the upgrade transaction: all of it, or
 * (on any error) none of it, the version staying as it was for the next start to try again.
 */
type Upgrade = IDBPTransaction<ReelbeatDb, StoreNames<ReelbeatDb>[], 'versionchange'>;
type Old = { v?: unknown; json?: unknown };
type Song = { id?: unknown; duration?: unknown };

export const SONG_LISTS = {
  favorites: 'musicFavorites',
  recent: 'musicRecent',
  downloads: 'musicDownloads',
} as const;

const parse = (record: unknown): unknown => {
  const { json } = (record ?? {}) as Old;
  if (typeof json !== 'string') return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
};

const secondsOf = (songs: Song[]) =>
  songs.reduce(
    (sum, s) => sum + (typeof s.duration === 'number' && s.duration > 0 ? s.duration : 0),
    0,
  );

export function upgradeToRecords(
  database: IDBPDatabase<ReelbeatDb>,
  oldVersion: number,
  _newVersion: number | null,
  transaction: Upgrade,
) {
  if (oldVersion < 1) {
    database.createObjectStore('audio', { keyPath: 'songId' });
    database.createObjectStore('corrupt');
  }
  const records = database.createObjectStore('records', { keyPath: ['p', 'c', 'id'] });
  records.createIndex('byStamp', ['p', 'stamp']);
  database.createObjectStore('stats', { keyPath: ['p', 'id'] });
  database.createObjectStore('gone', { keyPath: 'id' });
  if (oldVersion < 1) return;
  moveOldStores(database, oldVersion, transaction).catch((error: unknown) => {
    console.error('Moving the music collection to records failed', error);
    transaction.abort();
  });
}

async function moveOldStores(database: IDBPDatabase<ReelbeatDb>, oldVersion: number, tx: Upgrade) {
  // The stores of v1 and v2 are not in v3's schema: reach them by name.
  const store = (name: string) => tx.objectStore(name as never) as unknown as IDBObjectStoreLike;
  const p = MAIN_PROFILE;
  const out = tx.objectStore('records');
  const corrupt = tx.objectStore('corrupt');
  const put = (row: RecordRow) => void out.put(row);
  const aside = (name: string, value: unknown) => void corrupt.put(value, `${name}.corrupt`);

  const lists = store('lists');
  for (const [old, c] of Object.entries(SONG_LISTS)) {
    const record: unknown = await lists.get(old);
    if (record === undefined) continue;
    const songs = parse(record);
    if (!Array.isArray(songs)) aside(old, record);
    else
      (songs as Song[]).forEach((song, i) =>
        put({
          p,
          c,
          id: String(song?.id),
          stamp: legacyStamp(songs.length - i),
          json: JSON.stringify(song),
        }),
      );
  }
  const order = parse(await lists.get('playlistOrder'));
  const ids = Array.isArray(order)
    ? order.filter((id): id is string => typeof id === 'string')
    : [];
  const playlists = (await store('playlists').getAll()) as (Old & { id?: unknown })[];
  const position = (id: string) => (ids.includes(id) ? ids.indexOf(id) : ids.length + 1);
  playlists.sort((a, b) => position(String(a.id)) - position(String(b.id)));
  for (const [index, record] of playlists.entries()) {
    const data = parse(record) as Record<string, unknown> | undefined;
    const id = data && typeof data.id === 'string' ? data.id : null;
    let songs: unknown = data?.songs;
    if (oldVersion >= 2 && id) songs = parse(await store('playlistSongs').get(id));
    if (!id || !data || typeof data !== 'object' || !Array.isArray(songs ?? [])) {
      aside(`playlist:${String(record.id)}`, record);
      continue;
    }
    const { songs: _songs, songCount: _count, seconds: _seconds, ...summary } = data;
    put({ p, c: 'playlists', id, stamp: legacyStamp(index), json: JSON.stringify(summary) });
    const list = [...new Map(((songs ?? []) as Song[]).map((s) => [String(s?.id), s])).values()];
    list.forEach((song, i) =>
      put({
        p,
        c: 'playlistSongs',
        id: `${id}/${String(song?.id)}`,
        stamp: legacyStamp(i),
        json: JSON.stringify(song),
      }),
    );
    void tx.objectStore('stats').put({ p, id, count: list.length, seconds: secondsOf(list) });
  }
  for (const name of ['lists', 'playlists', 'playlistSongs']) {
    if (database.objectStoreNames.contains(name as never))
      database.deleteObjectStore(name as never);
  }
}

interface IDBObjectStoreLike {
  get(key: string): Promise<unknown>;
  getAll(): Promise<unknown[]>;
}
