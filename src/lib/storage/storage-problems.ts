/**
 * A tiny event channel for storage problems, so the layout can show one clear notice without the
 * storage module knowing about React (the notice and its words, `storage-words.ts`, load only
 * once there is a problem):
 *
 * - `quota`: a change did not fit (nothing of it was written);
 * - `unavailable`: the browser refused the write;
 * - `corrupt`: part of a list could not be read and was set aside (the rest is there);
 * - `limited`: IndexedDB was refused, so the music collection is kept in local storage;
 * - `deleted`: this page's profile was deleted in another tab (nothing more is written to it);
 * - `outdated`: another tab upgraded the database (this page must reload to keep saving);
 * - `blocked`: this page waits for an older tab to let the database upgrade.
 */
export type ProblemReason =
  'quota' | 'unavailable' | 'corrupt' | 'limited' | 'deleted' | 'outdated' | 'blocked';

export interface StorageProblem {
  id: number;
  key: string;
  reason: ProblemReason;
}

type Listener = (problem: StorageProblem | null) => void;

let current: StorageProblem | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

/** Problems that say this page must reload: a later, smaller problem does not hide them. */
const STICKY: readonly ProblemReason[] = ['deleted', 'outdated'];
/** Problems whose notice offers to reload the page. */
export const needsReload = (reason: ProblemReason) => STICKY.includes(reason);

export function reportStorageProblem(key: string, reason: ProblemReason) {
  if (current && needsReload(current.reason) && !needsReload(reason)) return;
  current = { id: nextId++, key, reason };
  listeners.forEach((l) => l(current));
}

export function dismissStorageProblem() {
  current = null;
  listeners.forEach((l) => l(null));
}

/** Takes back a problem that is over (an upgrade that was waiting went through). */
export function clearStorageProblem(reason: ProblemReason) {
  if (current?.reason === reason) dismissStorageProblem();
}

export const getStorageProblem = () => current;

export function subscribeStorageProblems(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
