import { STORAGE_KEYS } from '@/lib/storage';
import { readRaw, removeRaw } from '@/lib/storage/backend';
import type { Db } from '@/lib/storage/idb/database';
import { collectionStoredValues } from './collection-stored-values';
import { readCollection, replaceCollection, type ListName } from './collection-db';
import { toEntry } from './playlist-entry';
import type { LocalPlaylist } from './playlist-types';
import type { Song } from '@/lib/music/types';

/** Where each list was kept in local storage (the shapes of `collectionStoredValues`). */
export const LOCAL_KEYS: Record<ListName, string> = {
  favorites: STORAGE_KEYS.musicFavorites,
  recent: STORAGE_KEYS.musicRecent,
  downloads: STORAGE_KEYS.musicDownloads,
  playlists: STORAGE_KEYS.musicPlaylists,
};

const STORED = {
  favorites: collectionStoredValues.favorites,
  recent: collectionStoredValues.recent,
  downloads: collectionStoredValues.downloads,
  playlists: collectionStoredValues.playlists,
};

export type MigrationResult = 'nothing' | 'migrated' | 'failed';

const sameIds = (a: { id: string }[], b: { id: string }[]) =>
  a.length === b.length && a.every((item, i) => item.id === b[i]?.id);

/**
 * Copies the music lists still in local storage into IndexedDB, reads them back, and removes
 * the local copies only when every list came back with the same entries (count and ids, in
 * order). Any failure leaves local storage as it was, so the next start tries again.
 * Local storage wins over what IndexedDB holds: it only has a list when that list was written
 * there after (or instead of) IndexedDB, for example while IndexedDB was refused.
 */
export async function migrateLocalLists(db: Db): Promise<MigrationResult> {
  const names = (Object.keys(LOCAL_KEYS) as ListName[]).filter(
    (name) => readRaw(LOCAL_KEYS[name]) !== null,
  );
  if (names.length === 0) return 'nothing';
  // Reading through the stored values migrates older shapes and keeps unreadable data aside
  // under `<key>.corrupt`, exactly as the lists were read before.
  const values: Parameters<typeof replaceCollection>[1] = {};
  for (const name of names) {
    const value = STORED[name].read();
    // Unreadable: set aside by the read; nothing to copy (and nothing to overwrite with []).
    if (readRaw(LOCAL_KEYS[name]) === null) continue;
    if (name === 'playlists') values.playlists = (value as LocalPlaylist[]).map(toEntry);
    else values[name] = value as Song[];
  }
  const copied = names.filter((name) => values[name] !== undefined);
  try {
    await replaceCollection(db, values);
    const back = await readCollection(db);
    const wrong = copied.filter((name) => !sameIds(values[name] ?? [], back[name]));
    const counts = back.playlists.map((p) => p.songCount);
    if (values.playlists?.some((p, i) => counts[i] !== p.songCount)) wrong.push('playlists');
    if (wrong.length) throw new Error(`Read back differently: ${wrong.join(', ')}`);
  } catch (error) {
    console.error('Moving the music lists to IndexedDB failed; they stay in local storage', error);
    return 'failed';
  }
  for (const name of copied) removeRaw(LOCAL_KEYS[name]);
  return copied.length ? 'migrated' : 'nothing';
}
