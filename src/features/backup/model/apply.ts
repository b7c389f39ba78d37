import {
  STORAGE_KEY_LABELS,
  encodeStoredValue,
  readRawValues,
  replaceRawValues,
  type RawValues,
  type StorageKey,
} from '@/lib/storage';
import { themeStorage } from '@/features/settings';
import type { ImportMode, ImportPlan } from './plan';

export type ApplyResult = { ok: true; changed: number } | { ok: false; message: string };

/** The state before the last import: kept once, so "Undo import" can put it back. */
let undoSnapshot: RawValues | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export const canUndoImport = () => undoSnapshot !== null;
export function subscribeUndo(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function failure(key: string, reason: 'quota' | 'unavailable'): string {
  const what = (STORAGE_KEY_LABELS as Record<string, string>)[key as StorageKey] ?? key;
  return reason === 'quota'
    ? `Nothing was imported: your browser's storage is full (${what} did not fit). Every list is as it was. Free some space, for example by clearing your watch history, and try again.`
    : `Nothing was imported: your browser did not let Reelbeat save ${what}. Every list is as it was.`;
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
  undoSnapshot = before;
  notify();
  return { ok: true, changed: keys.length };
}

export function undoImport(): ApplyResult {
  if (!undoSnapshot) return { ok: false, message: 'There is no import to undo' };
  const result = replaceRawValues(undoSnapshot);
  if (!result.ok) return { ok: false, message: failure(result.key, result.reason) };
  const changed = Object.keys(undoSnapshot).length;
  undoSnapshot = null;
  notify();
  return { ok: true, changed };
}

/** For tests: forget the kept state. */
export function forgetUndo() {
  undoSnapshot = null;
  notify();
}
