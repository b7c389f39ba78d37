import { STORAGE_KEYS } from '@/lib/storage';
import { storedUnderOldKey, writeUnderOldKey } from '@/lib/storage/records/list-view';
import { activeProfileId } from '@/lib/storage/records/namespace';
import type { WriteResult } from '@/lib/storage/records/spec';
import {
  readProfileMusic,
  writeProfileMusic,
  type ProfileMusic,
} from '@/lib/storage/music-collection/profile-music';
import type { BackupData } from './backup-file';
import { loadListsForBackup } from './lists-load';
import { backupSections, type Section, type SectionName } from './sections';

/** The sections kept in the music collection (IndexedDB), by their list there. */
export const MUSIC_LISTS: Partial<Record<string, keyof ProfileMusic>> = {
  [STORAGE_KEYS.musicFavorites]: 'favorites',
  [STORAGE_KEYS.musicRecent]: 'recent',
  [STORAGE_KEYS.musicDownloads]: 'downloads',
  [STORAGE_KEYS.musicPlaylists]: 'playlists',
};

/** What a list with nothing stored reads as; an unset object (settings) is left out. */
const empty = (section: Section) =>
  section.kind === 'list' ? [] : section.kind === 'record' ? {} : undefined;

/**
 * Every list of a profile, as a backup's `data`. This page's profile is read as its screens
 * show it (the old keys); another profile from where its records are kept.
 */
export async function readProfileData(profile: string): Promise<BackupData> {
  const data: BackupData = {};
  if (profile === activeProfileId()) {
    await loadListsForBackup();
    for (const section of backupSections()) data[section.name] = section.read();
    return data;
  }
  const music = await readProfileMusic(profile);
  for (const section of backupSections()) {
    const list = MUSIC_LISTS[section.stored.key];
    const value = list ? music[list] : storedUnderOldKey(section.stored.key, profile)?.data;
    const shown = value ?? empty(section);
    if (shown !== undefined) data[section.name] = shown;
  }
  return data;
}

export type ProfileWrite =
  WriteResult | { ok: false; reason: 'quota' | 'unavailable'; key: string };

/**
 * Puts whole lists in place of a profile's (another profile than this page's: this page's own
 * go through the old keys, `apply.ts`), naming only the records that change. Each local list is
 * one write and the music one more; the caller puts back what was written when one fails.
 */
export async function writeProfileData(
  profile: string,
  values: Partial<Record<SectionName, unknown>>,
): Promise<ProfileWrite> {
  const music: Partial<ProfileMusic> = {};
  for (const section of backupSections()) {
    if (!(section.name in values)) continue;
    const value = values[section.name];
    const list = MUSIC_LISTS[section.stored.key];
    if (list) {
      (music as Record<string, unknown>)[list] = value;
      continue;
    }
    const result = writeUnderOldKey(section.stored.key, profile, value);
    if (!result.ok) return { ...result, key: section.stored.key };
  }
  if (Object.keys(music).length === 0) return { ok: true };
  const result = await writeProfileMusic(profile, music);
  return result.ok ? result : { ...result, key: STORAGE_KEYS.musicPlaylists };
}
