import { MAIN_PROFILE } from '../records/namespace';
import type { Song } from '@/lib/music/types';
import { readLocal, removeLocal, writeLocal } from '../backend';
import { corruptKeyOf } from '../keys';
import { reportStorageProblem } from '../storage-problems';
import { legacyStamp } from '../records/record';
import { withLock } from '../records/locks';
import { collectionStoredValues } from './collection-stored-values';
import type { MusicBackend, MusicWrite } from './music-backend';
import { recordValueOf } from './music-memory';
import { entryId, musicSpecs, SONG_LISTS } from './music-specs';
import { toEntry } from './playlist-entry';
import type { LocalPlaylist } from './playlist-types';
import { openLocalMusic } from './local-backend';

export type MigrationResult = 'nothing' | 'migrated' | 'failed';

/** A list from before records, read through its old shapes (unreadable: kept aside, null). */
function readOld<K extends keyof typeof collectionStoredValues>(name: K) {
  const stored = collectionStoredValues[name];
  const raw = readLocal(stored.key);
  if (raw === null) return null;
  const decoded = stored.decode(raw);
  if (decoded.ok) return decoded.value;
  writeLocal(corruptKeyOf(stored.key), raw);
  removeLocal(stored.key);
  reportStorageProblem(stored.key, 'corrupt');
  return null;
}

/**
 * The music lists still under their local-storage keys from before IndexedDB and records
 * (`reelbeat_music_*`, every shape they were ever written in), as records stamped as old data
 * (anything changed since wins over them), with the keys they came from.
 */
export function oldKeyRecords(): { writes: MusicWrite[]; keys: string[] } {
  const writes: MusicWrite[] = [];
  const keys: string[] = [];
  for (const name of SONG_LISTS) {
    const songs = readOld(name) as Song[] | null;
    if (!songs) continue;
    keys.push(collectionStoredValues[name].key);
    songs.forEach((song, i) =>
      writes.push({
        c: musicSpecs[name].name,
        record: { id: song.id, stamp: legacyStamp(songs.length - i), value: song },
      }),
    );
  }
  const playlists = readOld('playlists') as LocalPlaylist[] | null;
  if (playlists) {
    keys.push(collectionStoredValues.playlists.key);
    playlists.forEach((playlist, i) => {
      const value = recordValueOf(toEntry(playlist));
      writes.push({
        c: musicSpecs.playlists.name,
        record: { id: playlist.id, stamp: legacyStamp(i), value },
      });
      playlist.songs.forEach((song, j) =>
        writes.push({
          c: musicSpecs.playlistSongs.name,
          record: { id: entryId(playlist.id, song.id), stamp: legacyStamp(j), value: song },
        }),
      );
    });
  }
  return { writes, keys };
}

/** What a page kept in local storage while IndexedDB was refused, as records of their lists. */
function fallbackRecords(profile: string): { writes: MusicWrite[]; key: string | null } {
  const collection = openLocalMusic(profile);
  const writes = [...collection.records().values()].map(({ id, ...rest }) => {
    const at = id.indexOf(':');
    return { c: id.slice(0, at), record: { ...rest, id: id.slice(at + 1) } };
  });
  return { writes, key: writes.length ? collection.key : null };
}

/**
 * Moves the music lists kept in local storage (old keys, and a fallback of a page without
 * IndexedDB) into IndexedDB, merged record by record with what is there, then removes them
 * from local storage; once, under the start-up lock. A failure leaves local storage as it was,
 * and the next start tries again.
 */
export function migrateLocalLists(
  backend: MusicBackend,
  profile: string,
): Promise<MigrationResult> {
  return withLock('migrate', async () => {
    // The old keys were written before profiles: they are the first profile's lists.
    const old = profile === MAIN_PROFILE ? oldKeyRecords() : { writes: [], keys: [] };
    const fallback = fallbackRecords(profile);
    const writes = [...old.writes, ...fallback.writes];
    if (writes.length === 0 && old.keys.length === 0) return 'nothing';
    try {
      await backend.write(writes, []);
    } catch (error) {
      console.error(
        'Moving the music lists to IndexedDB failed; they stay in local storage',
        error,
      );
      return 'failed';
    }
    for (const key of old.keys) removeLocal(key);
    if (fallback.key) removeLocal(fallback.key);
    return 'migrated';
  });
}
