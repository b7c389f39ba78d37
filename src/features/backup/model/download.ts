import { version } from '../../../../package.json';
import { loadMusicForBackup } from './music-load';
import { buildBackup, backupFileName } from './backup-file';
import { saveFile } from './save-file';

export async function downloadBackup(now = new Date()) {
  // The music lists live in IndexedDB: load them first so the file carries them.
  await loadMusicForBackup();
  const file = buildBackup(now, version);
  saveFile(backupFileName(now), JSON.stringify(file), 'application/json');
}
