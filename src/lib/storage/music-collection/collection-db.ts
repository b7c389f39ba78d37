import { newStamp } from '../records/device';
import { MAIN_PROFILE } from '../records/namespace';
import type { Db } from '../idb/database';
import { idbBackend } from './idb-backend';
import type { MusicWrite } from './music-backend';
import { MusicMemory, recordValueOf, type StoredCollection } from './music-memory';
import { entryId, musicSpecs, SONG_LISTS } from './music-specs';
import type { LoadedPlaylist } from './playlist-types';

export type { StoredCollection };

/**
 * A profile's music as IndexedDB holds it now: the song lists and the playlists' summaries
 * (their songs are read with `ensurePlaylistSongs`). For tests, benches and looking by hand.
 */
export async function readCollection(db: Db, profile = MAIN_PROFILE): Promise<StoredCollection> {
  return new MusicMemory(await idbBackend(db, profile).load()).derive();
}

/**
 * Stores whole lists as fresh records (each song list in its order, playlists with their
 * songs), merged with what is there: how tests and benches put a collection in place.
 */
export async function writeCollection(
  db: Db,
  lists: Partial<Omit<StoredCollection, 'playlists'> & { playlists: LoadedPlaylist[] }>,
  profile = MAIN_PROFILE,
) {
  const writes: MusicWrite[] = [];
  const put = (c: string, id: string, value: unknown) =>
    writes.push({ c, record: { id, stamp: newStamp(), value } });
  for (const name of SONG_LISTS) {
    // Newest first: the first song gets the newest stamp.
    for (const song of [...(lists[name] ?? [])].reverse())
      put(musicSpecs[name].name, song.id, song);
  }
  for (const playlist of lists.playlists ?? []) {
    put(musicSpecs.playlists.name, playlist.id, recordValueOf(playlist));
    for (const song of playlist.songs) {
      put(musicSpecs.playlistSongs.name, entryId(playlist.id, song.id), song);
    }
  }
  await idbBackend(db, profile).write(writes, []);
}
