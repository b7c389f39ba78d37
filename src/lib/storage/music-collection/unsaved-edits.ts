import { getStorage, readLocal, removeLocal, writeLocal } from '../backend';
import { TAB_ID } from '../records/device';
import { isStamp } from '../records/hlc';
import { profileKey } from '../records/namespace';
import type { StoredRecord } from '../records/record';
import type { MusicBackend, MusicWrite } from './music-backend';
import { musicSpecs } from './music-specs';

/**
 * The collection's edits not yet committed when the page is hidden or goes away. IndexedDB
 * aborts a transaction still waiting on an answer when its page unloads, and a write queued
 * behind another one has not even begun; local storage keeps a synchronous write. So the page
 * copies what is not yet stored to local storage then (one key per tab), and the next start of
 * the collection writes it through the usual merge (a newer record wins, so an edit already
 * stored, or changed since elsewhere, is not undone) before loading. README: "When a write is
 * issued".
 */
export interface UnsavedEdits {
  writes: MusicWrite[];
  dropPlaylists: string[];
}

const LIST = 'musicUnsaved';
const prefixOf = (profile: string) => `${profileKey(profile, LIST)}:`;
const keyOf = (profile: string) => `${prefixOf(profile)}${TAB_ID}`;

/** Keeps this tab's edits not yet stored; false when local storage refused them. */
export function keepUnsaved(profile: string, edits: UnsavedEdits): boolean {
  return writeLocal(keyOf(profile), JSON.stringify(edits)).ok;
}

/** This tab's edits are all stored: what it kept is no longer needed. */
export function forgetUnsaved(profile: string) {
  removeLocal(keyOf(profile));
}

/** The kept copies of every tab of `profile` (kept here, off the first paint's storage code). */
function keptKeys(profile: string): string[] {
  const keys: string[] = [];
  try {
    const storage = getStorage();
    for (let i = 0; i < (storage?.length ?? 0); i++) {
      const key = storage?.key(i);
      if (key?.startsWith(prefixOf(profile))) keys.push(key);
    }
  } catch {
    // Unreadable storage holds nothing to find.
  }
  return keys;
}

const specOf = (c: string) => Object.values(musicSpecs).find((spec) => spec.name === c);

function isWrite(value: unknown): value is MusicWrite {
  if (typeof value !== 'object' || value === null) return false;
  const { c, record } = value as { c?: unknown; record?: Partial<StoredRecord<unknown>> };
  const spec = typeof c === 'string' ? specOf(c) : undefined;
  if (!spec || typeof record !== 'object' || record === null) return false;
  if (typeof record.id !== 'string' || !isStamp(record.stamp)) return false;
  if (record.placed !== undefined && !isStamp(record.placed)) return false;
  const check = spec.check as (value: unknown, id: string) => boolean;
  return record.value === null || check(record.value, record.id);
}

/** Reads one kept copy; null when it is unreadable (then it is dropped: nothing to merge). */
function parse(raw: string): UnsavedEdits | null {
  try {
    const edits = JSON.parse(raw) as Partial<UnsavedEdits>;
    if (!Array.isArray(edits.writes) || !Array.isArray(edits.dropPlaylists)) return null;
    if (!edits.writes.every(isWrite)) return null;
    if (!edits.dropPlaylists.every((id) => typeof id === 'string')) return null;
    return { writes: edits.writes, dropPlaylists: edits.dropPlaylists };
  } catch {
    return null;
  }
}

/**
 * Writes the edits any tab of `profile` kept on leaving, then forgets them. One that cannot be
 * written now stays for the next start.
 */
export async function writeUnsaved(backend: MusicBackend, profile: string): Promise<void> {
  for (const key of keptKeys(profile)) {
    const raw = readLocal(key);
    const edits = raw === null ? null : parse(raw);
    try {
      if (edits) await backend.write(edits.writes, edits.dropPlaylists);
      removeLocal(key);
    } catch (error) {
      console.error('Edits kept on leaving could not be stored yet', error);
    }
  }
}
