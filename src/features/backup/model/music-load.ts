import { initCollection, loadAllPlaylistSongs } from '@/lib/storage/music-collection';

/**
 * The music lists live in IndexedDB and playlists' songs are read only when needed: a backup
 * (export, import, undo) reads every playlist whole, so it loads them all first.
 */
export async function loadMusicForBackup() {
  await initCollection();
  await loadAllPlaylistSongs();
}
