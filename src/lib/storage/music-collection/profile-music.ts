import type { Song } from '@/lib/music/types';
import { newStamp } from '../records/device';
import type { WriteResult } from '../records/spec';
import { collectionCode } from './collection-code';
import { localBackend } from './local-backend';
import type { MusicBackend } from './music-backend';
import { MusicMemory, type StoredCollection } from './music-memory';
import { toEntry, toFull } from './playlist-entry';
import type { LocalPlaylist } from './playlist-types';

/** A profile's music lists whole (playlists with their songs), as a backup holds them. */
export interface ProfileMusic {
  favorites: Song[];
  recent: Song[];
  downloads: Song[];
  playlists: LocalPlaylist[];
}

/** Where the profile's music is kept: IndexedDB, or local storage where it is refused. */
async function backendOf(profile: string): Promise<MusicBackend> {
  const [loadDatabase, loadIdb] = collectionCode;
  const [{ getDb }, { idbBackend }] = await Promise.all([loadDatabase(), loadIdb()]);
  const db = await getDb();
  return db ? idbBackend(db, profile) : localBackend(profile);
}

/** Every record of the profile's music, every playlist's songs read. */
async function memoryOf(backend: MusicBackend) {
  const memory = new MusicMemory(await backend.load());
  const songs = await backend.loadSongs([...memory.playlists.keys()]);
  for (const [id, records] of songs) memory.setSongs(id, records);
  return memory;
}

const whole = (collection: StoredCollection): ProfileMusic => ({
  ...collection,
  playlists: collection.playlists.map(toFull),
});

/**
 * The music of any profile of this browser, read from where it is kept (not from this page's
 * store, which holds only the page's own profile).
 */
export async function readProfileMusic(profile: string): Promise<ProfileMusic> {
  return whole((await memoryOf(await backendOf(profile))).derive());
}

/**
 * Puts whole lists in place of a profile's (the lists not given stay), naming only the records
 * that change, in one write: all of it is stored or none.
 */
export async function writeProfileMusic(
  profile: string,
  lists: Partial<ProfileMusic>,
): Promise<WriteResult> {
  try {
    const backend = await backendOf(profile);
    const memory = await memoryOf(backend);
    const before = memory.derive();
    const after: StoredCollection = {
      ...before,
      ...lists,
      playlists: lists.playlists ? lists.playlists.map(toEntry) : before.playlists,
    };
    const { writes, dropPlaylists } = memory.changes(before, after, newStamp);
    if (writes.length || dropPlaylists.length) await backend.write(writes, dropPlaylists);
    return { ok: true };
  } catch (error) {
    const quota = error instanceof DOMException && error.name === 'QuotaExceededError';
    return { ok: false, reason: quota ? 'quota' : 'unavailable' };
  }
}
