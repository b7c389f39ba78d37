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
import type { ImportMode, ImportPlan } from './plan';

export type ApplyResult = { ok: true; changed: number } | { ok: false; message: string };

/**
 * The state before the last import, kept once so "Undo import" can put it back. It is kept in
 * this tab's session storage too (its own quota, not the one the lists share), so a reload
 * does not lose it; a snapshot too large for it stays in memory only. Closing the tab, a
 * successful undo or the next import ends it.
 */
export const UNDO_KEY = 'reelbeat_backup_undo';

let undoSnapshot: RawValues | null | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function keptSnapshot(): RawValues | null {
  if (undoSnapshot !== undefined) return undoSnapshot;
  undoSnapshot = null;
  try {
    const raw = session()?.getItem(UNDO_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.every(([, v]) => v === null || typeof v === 'string')) {
        undoSnapshot = value as RawValues;
      }
    }
  } catch {
    // An unreadable snapshot is no snapshot: there is nothing to undo.
  }
  return undoSnapshot;
}

function keep(snapshot: RawValues | null) {
  undoSnapshot = snapshot;
  try {
    if (snapshot) session()?.setItem(UNDO_KEY, JSON.stringify(snapshot));
    else session()?.removeItem(UNDO_KEY);
  } catch {
    // Over the session quota: kept in memory until the tab is closed or reloaded.
    try {
      session()?.removeItem(UNDO_KEY);
    } catch {
      // Session storage refused altogether: memory it is.
    }
  }
  notify();
}

export const canUndoImport = () => keptSnapshot() !== null;

export function subscribeUndo(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

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

function failure(key: string, reason: 'quota' | 'unavailable'): string {
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

/** Writes every list of the plan, or none of them; a success can be undone once. */
export function applyImport(plan: ImportPlan, mode: ImportMode): ApplyResult {
  const writes = rawWrites(plan, mode);
  const keys = Object.keys(writes);
  if (keys.length === 0) return { ok: true, changed: 0 };
  const before = readRawValues(keys);
  const result = replaceRawValues(writes);
  if (!result.ok) return { ok: false, message: failure(result.key, result.reason) };
  keep(before);
  return { ok: true, changed: keys.length };
}

export function undoImport(): ApplyResult {
  const snapshot = keptSnapshot();
  if (!snapshot) return { ok: false, message: t('backup.error.noUndo') };
  const result = replaceRawValues(snapshot);
  if (!result.ok) return { ok: false, message: failure(result.key, result.reason) };
  keep(null);
  return { ok: true, changed: Object.keys(snapshot).length };
}

/** Forgets the kept state (tests; and what a new session starts with). */
export function forgetUndo() {
  keep(null);
}

/** For tests: drop the copy in memory, as a reload does, so the session copy is read again. */
export function reloadUndo() {
  undoSnapshot = undefined;
}
