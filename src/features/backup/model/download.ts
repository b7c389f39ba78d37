import { version } from '../../../../package.json';
import { activeProfileId } from '@/lib/storage/records/namespace';
import { listProfiles, type Profile } from '@/lib/storage/records/profiles';
import {
  backupFileName,
  buildProfilesBackup,
  type FileProfile,
  type FileProfileInfo,
} from './backup-file';
import { readProfileData } from './profile-data';
import { saveFile } from './save-file';

/** Which profiles a backup holds: the one this page uses, or every profile of the browser. */
export type ExportChoice = 'this' | 'all';

/** The profile's own fields a file carries, each only in its valid shape. */
function infoOf(profile: Profile | undefined): FileProfileInfo {
  const info: FileProfileInfo = { name: typeof profile?.name === 'string' ? profile.name : '' };
  if (!profile) return info;
  if (typeof profile.createdAt === 'string') info.createdAt = profile.createdAt;
  if (profile.kids === true) info.kids = true;
  if (typeof profile.ceiling === 'string') info.ceiling = profile.ceiling;
  if (typeof profile.allowUnrated === 'boolean') info.allowUnrated = profile.allowUnrated;
  if (profile.pin && typeof profile.pin === 'object')
    info.pin = profile.pin as FileProfileInfo['pin'];
  return info;
}

/** The profiles of the file: this page's first, then the others in the order they were made. */
export async function backupProfiles(choice: ExportChoice): Promise<FileProfile[]> {
  const active = activeProfileId();
  const all = listProfiles();
  const chosen = [
    all.find((p) => p.id === active) ?? { id: active, name: '', createdAt: '' },
    ...(choice === 'all' ? all.filter((p) => p.id !== active) : []),
  ];
  const profiles: FileProfile[] = [];
  for (const profile of chosen) {
    profiles.push({ info: infoOf(profile), data: await readProfileData(profile.id) });
  }
  return profiles;
}

export async function downloadBackup(now = new Date(), choice: ExportChoice = 'this') {
  const file = buildProfilesBackup(now, version, await backupProfiles(choice));
  saveFile(backupFileName(now), JSON.stringify(file), 'application/json');
}
