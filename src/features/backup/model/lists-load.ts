import { settingsRecordsReady } from '@/lib/settings';
import { initCollection, loadAllPlaylistSongs } from '@/lib/storage/music-collection';

/**
 * What a backup (export, import, undo) reads and writes, loaded first: the music lists live in
 * IndexedDB and playlists' songs are read only when needed, so every playlist is read whole;
 * the settings' records code loads once a page has settled, and until it has, their old key
 * would be read and written instead of their records.
 */
export async function loadListsForBackup() {
  await Promise.all([initCollection(), settingsRecordsReady()]);
  await loadAllPlaylistSongs();
}
