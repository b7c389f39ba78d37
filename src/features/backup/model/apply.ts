import { msg, t } from '@/lib/i18n';
import {
  STORAGE_KEYS,
  encodeStoredValue,
  readRawValues,
  replaceRawValues,
  type RawValues,
  type StorageKey,
} from '@/lib/storage';
import { STORAGE_KEY_LABELS } from '@/lib/storage/storage-words';
import { themeStorage } from '@/lib/settings';
import { activeProfileId } from '@/lib/storage/records/namespace';
import { whenCollectionSaved } from '@/lib/storage/music-collection';
import type { ImportMode, ImportPlan } from './plan';
import { backupSections, type Section } from './sections';
import { MUSIC_LISTS } from './profile-data';
import { undoValue } from './undo-merge';
import { canUndoImport, keepUndo, keptUndo } from './undo-state';

export type ApplyResult = { ok: true; changed: number } | { ok: false; message: string };

export { UNDO_KEY, canUndoImport, forgetUndo, reloadUndo, subscribeUndo } from './undo-state';

/** Each stored key's name in a sentence ("your playlists did not fit"). */
const KEY_NAMES: Record<string, string> = {
  [STORAGE_KEYS.library]: msg('backup.storage.library'),
  [STORAGE_KEYS.favorites]: msg('backup.storage.favorites'),
  [STORAGE_KEYS.continueWatching]: msg('backup.storage.continueWatching'),
  [STORAGE_KEYS.settings]: msg('backup.storage.settings'),
  [STORAGE_KEYS.watchHistory]: msg('backup.storage.watchHistory'),
  [STORAGE_KEYS.playerProgress]: msg('backup.storage.playerProgress'),
  [themeStorage.key]: msg('backup.storage.theme'),
  [STORAGE_KEYS.musicFavorites]: msg('backup.storage.musicFavorites'),
  [STORAGE_KEYS.musicPlaylists]: msg('backup.storage.musicPlaylists'),
  [STORAGE_KEYS.musicRecent]: msg('backup.storage.musicRecent'),
  [STORAGE_KEYS.musicDownloads]: msg('backup.storage.musicDownloads'),
  [STORAGE_KEYS.musicSettings]: msg('backup.storage.musicSettings'),
};

export function failure(key: string, reason: 'quota' | 'unavailable'): string {
  const what = KEY_NAMES[key] ? t(KEY_NAMES[key]) : (STORAGE_KEY_LABELS[key as StorageKey] ?? key);
  return reason === 'quota'
    ? t('backup.error.quota', { what })
    : t('backup.error.unavailable', { what });
}

/** The raw strings the plan would store, only for keys whose value actually changes. */
function rawWrites(plan: ImportPlan, mode: ImportMode): RawValues {
  const writes: RawValues = {};
  for (const { section, result, counts } of plan.sections) {
    const c = counts[mode];
    // Nothing new, updated or removed: leave the stored string exactly as it is.
    if (c.new + c.updated + (mode === 'replace' ? c.removed : 0) === 0) continue;
    const raw = encodeStoredValue(section.stored, result[mode]);
    writes[section.stored.key] = raw;
    if (section.name === 'settings') {
      const theme = (result[mode] as { theme?: 'dark' | 'light' }).theme;
      if (theme) writes[themeStorage.key] = encodeStoredValue(themeStorage, theme);
    }
  }
  const before = readRawValues(Object.keys(writes));
  for (const key of Object.keys(writes)) if (before[key] === writes[key]) delete writes[key];
  return writes;
}

/**
 * Writes `writes` whole or not at all. The music lists are served by the collection, which
 * stores them in IndexedDB after this returns: a write that queued one of its saves waits for
 * it, and when IndexedDB refuses it every key goes back to `before`.
 */
async function writeAll(writes: RawValues, before: RawValues): Promise<ApplyResult> {
  const keys = Object.keys(writes);
  const saving = whenCollectionSaved();
  const result = replaceRawValues(writes);
  if (!result.ok) return { ok: false, message: failure(result.key, result.reason) };
  const queued = whenCollectionSaved();
  if (queued !== saving) {
    const saved = await queued;
    if (!saved.ok) {
      replaceRawValues(before);
      const music = keys.find((key) => key in MUSIC_LISTS) ?? STORAGE_KEYS.musicPlaylists;
      return { ok: false, message: failure(music, saved.reason) };
    }
  }
  return { ok: true, changed: keys.length };
}

/** Writes every list of the plan, or none of them; a success can be undone once. */
export async function applyImport(plan: ImportPlan, mode: ImportMode): Promise<ApplyResult> {
  const writes = rawWrites(plan, mode);
  const keys = Object.keys(writes);
  if (keys.length === 0) return { ok: true, changed: 0 };
  const before = readRawValues(keys);
  const result = await writeAll(writes, before);
  if (result.ok)
    keepUndo({ kind: 'raw', profile: activeProfileId(), values: before, after: writes });
  return result;
}

const decodeIn = (section: Section, raw: string | null | undefined): unknown => {
  if (raw === null || raw === undefined) return undefined;
  const decoded = section.stored.decode(raw);
  return decoded.ok ? decoded.value : undefined;
};

/**
 * The strings an undo writes: a key nobody changed since the import gets its old string back;
 * a list changed since keeps those changes, and loses only what the import wrote (undo-merge.ts).
 */
function undoWrites(before: RawValues, after: RawValues): RawValues {
  const keys = Object.keys(before);
  const current = readRawValues(keys);
  const sections = new Map(backupSections().map((s) => [s.stored.key, s]));
  const writes: RawValues = {};
  for (const key of keys) {
    if (current[key] === after[key]) {
      writes[key] = before[key] ?? null;
      continue;
    }
    // The theme's own key, changed since the import: it stays.
    const section = sections.get(key);
    if (!section) continue;
    const value = undoValue(
      section,
      decodeIn(section, before[key]),
      decodeIn(section, after[key]),
      decodeIn(section, current[key]),
    );
    const raw = value === null ? null : encodeStoredValue(section.stored, value);
    if (raw !== current[key]) writes[key] = raw;
  }
  return writes;
}

/** Puts back what the last import into this page's profile changed. */
export async function undoImport(): Promise<ApplyResult> {
  const state = keptUndo();
  if (!state || state.kind !== 'raw' || !canUndoImport())
    return { ok: false, message: t('backup.error.noUndo') };
  const writes = state.after ? undoWrites(state.values, state.after) : state.values;
  const result = await writeAll(writes, readRawValues(Object.keys(writes)));
  if (result.ok) keepUndo(null);
  return result;
}
