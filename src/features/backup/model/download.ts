import { version } from '../../../../package.json';
import { initCollection } from '@/features/music-library';
import { buildBackup, backupFileName } from './backup-file';
import { saveFile } from './save-file';

export async function downloadBackup(now = new Date()) {
  // The music lists live in IndexedDB: load them first so the file carries them.
  await initCollection();
  const file = buildBackup(now, version);
  saveFile(backupFileName(now), JSON.stringify(file), 'application/json');
}
