import { version } from '../../../../package.json';
import { buildBackup, backupFileName } from './backup-file';
import { saveFile } from './save-file';

export function downloadBackup(now = new Date()) {
  const file = buildBackup(now, version);
  saveFile(backupFileName(now), JSON.stringify(file), 'application/json');
}
