import { getStorage, readLocal, removeLocal, writeLocal } from '../backend';
import { log } from '@/lib/log';
import { isPinHash } from '@/lib/pin/pin';
import { reportStorageProblem } from '../storage-problems';
import {
  forgetLocalCollections,
  openLocal,
  openedLocal,
  setProfileGoneHandler,
} from './open-local';
import {
  ACTIVE_PROFILE_KEY,
  MAIN_PROFILE,
  PROFILES_KEY,
  PROFILE_ID,
  activeProfileId,
  forgetActiveProfile,
  profilePrefix,
} from './namespace';
import { isProfileDeleted } from './profile-gone';
import type { CollectionSpec, WriteResult } from './spec';

/**
 * The profiles of this browser: a browser-wide record collection (`reelbeat_profiles`, synced
 * like any other list), one record per profile. The fields beyond `name` and `createdAt` belong
 * to the profile screens (avatar, language, kids, PIN hash…) and are kept as they are given.
 */
export interface ProfileInfo {
  name: string;
  createdAt: string;
  [field: string]: unknown;
}
export interface Profile extends ProfileInfo {
  id: string;
}

export const MAX_PROFILES = 6;

/**
 * A profile's record as any copy of it must be: a record from sync or a backup whose PIN is not
 * a PIN hash Reelbeat writes (its iteration count out of range: `isPinHash`) is refused, set
 * aside like any record that fails its check, rather than read as a profile without a PIN.
 */
const isProfileInfo = (value: unknown): value is ProfileInfo =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ProfileInfo).name === 'string' &&
  typeof (value as ProfileInfo).createdAt === 'string' &&
  ((value as ProfileInfo).pin === undefined || isPinHash((value as ProfileInfo).pin));

export const profilesSpec: CollectionSpec<ProfileInfo> = {
  name: 'profiles',
  check: isProfileInfo,
  order: 'oldest',
  label: PROFILES_KEY,
};

const registry = () => openLocal(profilesSpec, null);

export function listProfiles(): Profile[] {
  return registry()
    .list()
    .map(({ id, value }) => ({ ...value, id }));
}

/**
 * The first profile, when the browser has none yet: today's data (kept before profiles) is its
 * data. Its name is left empty for the profile screens to show in the reader's language.
 */
export function ensureProfiles(): WriteResult {
  // Where storage is refused (a private window) the page uses the first profile without a
  // record: nothing the reader did failed, so no notice is raised for it.
  if (!getStorage()) return { ok: false, reason: 'unavailable' };
  if (registry().list().length > 0) return { ok: true };
  // Nor when storage is full: the page uses the first profile all the same, the next start tries
  // again, and the notice keeps naming the change the reader made (written at start-up, this
  // record would otherwise replace it whenever the reader was quicker than the start-up).
  return registry().put(
    MAIN_PROFILE,
    { name: '', createdAt: new Date().toISOString() },
    { quiet: true },
  );
}

export type ProfileResult =
  { ok: true; profile: Profile } | { ok: false; reason: 'limit' | 'quota' | 'unavailable' };

export function createProfile(info: { name: string; [field: string]: unknown }): ProfileResult {
  if (listProfiles().length >= MAX_PROFILES) return { ok: false, reason: 'limit' };
  let id = '';
  do id = Math.random().toString(36).slice(2, 10);
  while (id.length < 8 || registry().records().has(id));
  const value: ProfileInfo = { ...info, createdAt: new Date().toISOString() };
  // Its callers (the Add profile dialog, a backup's import) say why it was not made.
  const result = registry().put(id, value, { quiet: true });
  return result.ok ? { ok: true, profile: { ...value, id } } : result;
}

export function updateProfile(id: string, patch: Partial<ProfileInfo>): WriteResult {
  const current = registry().get(id);
  if (!current) return { ok: false, reason: 'unavailable' };
  return registry().put(id, { ...current, ...patch });
}

/** Chooses the profile this device opens next (the page switches by reloading). */
export function setActiveProfile(id: string): WriteResult {
  if (!PROFILE_ID.test(id) || !registry().get(id)) return { ok: false, reason: 'unavailable' };
  const result = writeLocal(ACTIVE_PROFILE_KEY, id);
  if (result.ok) forgetActiveProfile();
  return result;
}

const closers = new Set<(profile: string) => void>();
/** Lists kept outside local storage (IndexedDB) stop writing through these when their profile goes. */
export function onProfileGone(close: (profile: string) => void): () => void {
  closers.add(close);
  return () => void closers.delete(close);
}

/** The profile was deleted (here or in another tab): its lists stop writing, the reader is told. */
function profileGone(profile: string) {
  for (const collection of openedLocal(profile)) collection.close();
  for (const close of closers) close(profile);
  if (profile === activeProfileId()) reportStorageProblem(PROFILES_KEY, 'deleted');
}
setProfileGoneHandler(profileGone);

/** Watches the profiles list: another tab deleting this page's profile closes it here. */
export function watchProfiles(): () => void {
  return registry().subscribe(() => {
    const active = activeProfileId();
    if (isProfileDeleted(active)) profileGone(active);
  });
}

/** The local-storage keys of a profile's lists (and their `.corrupt` copies). */
export function profileKeys(profile: string): string[] {
  const storage = getStorage();
  if (!storage) return [];
  const prefix = profilePrefix(profile);
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/**
 * Deletes a profile and every list of it, on this device: its record becomes a tombstone (other
 * tabs using it are told and stop writing), its local-storage keys and its IndexedDB records
 * go. The last profile cannot be deleted.
 */
export async function deleteProfile(id: string): Promise<WriteResult> {
  const live = listProfiles();
  if (!live.some((p) => p.id === id) || live.length <= 1)
    return { ok: false, reason: 'unavailable' };
  const result = registry().remove(id);
  if (!result.ok) return result;
  try {
    await clearDeletedProfile(id);
  } catch (error) {
    // The profile is deleted and its local keys are gone; only IndexedDB's rows of it could not
    // be removed (the database refused). Nothing reads them again: the deletion stands.
    log.warn('profiles', 'a deleted profile left records behind', error);
  }
  return { ok: true };
}

/**
 * What a deleted profile leaves on this device goes: its open lists close, its local-storage
 * keys and IndexedDB records are removed. For a deletion made here, and for one that sync
 * brings from another device (the profile's record is already a tombstone).
 */
export async function clearDeletedProfile(id: string) {
  profileGone(id);
  for (const key of profileKeys(id)) removeLocal(key);
  if (readLocal(ACTIVE_PROFILE_KEY) === id) removeLocal(ACTIVE_PROFILE_KEY);
  const { deleteProfileRecords } = await import('../idb/profile-data');
  await deleteProfileRecords(id);
}

/** Keys left by a deleted profile (a tab that wrote as it was being deleted): removed. */
export function sweepDeletedProfiles() {
  const deleted = [...registry().records().values()].filter((r) => r.value === null);
  for (const { id } of deleted) for (const key of profileKeys(id)) removeLocal(key);
}

/** For tests: a new page (profiles, collections and the active profile read again). */
export function resetProfilesForTests() {
  forgetLocalCollections();
  forgetActiveProfile();
}
