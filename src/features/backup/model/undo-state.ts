import type { RawValues } from '@/lib/storage';
import { activeProfileId } from '@/lib/storage/records/namespace';
import type { BackupData } from './backup-file';

/**
 * The state before the last import, kept once so "Undo import" can put it back. It is kept in
 * this tab's session storage too (its own quota, not the one the lists share), so a reload
 * does not lose it; a snapshot too large for it stays in memory only. Closing the tab, a
 * successful undo or the next import ends it.
 *
 * - `raw`: the stored strings of the keys an import into this page's profile changed (an older
 *   tab kept them as the bare object of key → string, read as such), and in `after` the strings
 *   the import wrote;
 * - `profile`: the lists of another profile as they were before an import into it, and in
 *   `after` as the import wrote them;
 *
 * With `after`, an undo takes back only what still holds the import's values (undo-merge.ts);
 * a state kept without it (an older tab's) puts the lists back whole.
 * - `created`: the profiles an import made (undone by deleting them).
 */
export type UndoState =
  | { kind: 'raw'; profile: string | null; values: RawValues; after?: RawValues }
  | { kind: 'profile'; profile: string; values: BackupData; after?: BackupData }
  | { kind: 'created'; profiles: string[] };

export const UNDO_KEY = 'reelbeat_backup_undo';

let kept: UndoState | null | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const isRaw = (value: unknown): value is RawValues =>
  isObject(value) && Object.values(value).every((v) => v === null || typeof v === 'string');

function parse(value: unknown): UndoState | null {
  if (!isObject(value)) return null;
  if (!('undo' in value))
    return isRaw(value) ? { kind: 'raw', profile: null, values: value } : null;
  const { undo, profile, values, after, profiles } = value;
  if (undo === 'raw' && typeof profile === 'string' && isRaw(values))
    return { kind: 'raw', profile, values, ...(isRaw(after) && { after }) };
  if (undo === 'profile' && typeof profile === 'string' && isObject(values))
    return { kind: 'profile', profile, values, ...(isObject(after) && { after }) };
  if (undo === 'created' && Array.isArray(profiles) && profiles.every((p) => typeof p === 'string'))
    return { kind: 'created', profiles: profiles as string[] };
  return null;
}

function serialise(state: UndoState): string {
  if (state.kind === 'created')
    return JSON.stringify({ undo: 'created', profiles: state.profiles });
  const { kind, profile, values, after } = state;
  return JSON.stringify({ undo: kind, profile, values, after });
}

/** What the last import left to undo in this tab, or null. */
export function keptUndo(): UndoState | null {
  if (kept !== undefined) return kept;
  kept = null;
  try {
    const raw = session()?.getItem(UNDO_KEY);
    kept = raw ? parse(JSON.parse(raw)) : null;
  } catch {
    // An unreadable snapshot is no snapshot: there is nothing to undo.
  }
  return kept;
}

export function keepUndo(state: UndoState | null) {
  kept = state;
  try {
    if (state) session()?.setItem(UNDO_KEY, serialise(state));
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

/**
 * Whether there is an import to undo here: the strings of one profile's keys are put back only
 * while this page uses that profile (after a switch they would land in another one).
 */
export function canUndoImport() {
  const state = keptUndo();
  if (!state) return false;
  return state.kind !== 'raw' || state.profile === null || state.profile === activeProfileId();
}

export function subscribeUndo(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Forgets the kept state (tests; and what a new session starts with). */
export function forgetUndo() {
  keepUndo(null);
}

/** For tests: drop the copy in memory, as a reload does, so the session copy is read again. */
export function reloadUndo() {
  kept = undefined;
}
