import { t } from '../i18n/translate';
import { STORAGE_KEY_LABELS, type StorageKey } from './keys';

/**
 * A tiny event channel for failed writes, so the layout can show one clear notice without the
 * storage module knowing about React.
 */
export interface StorageProblem {
  id: number;
  key: string;
  reason: 'quota' | 'unavailable';
  message: string;
}

type Listener = (problem: StorageProblem | null) => void;

let current: StorageProblem | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function labelOf(key: string): string {
  return (STORAGE_KEY_LABELS as Record<string, string | undefined>)[key as StorageKey] ?? key;
}

/** The notice's text in the active language; the notice asks again when the language changes. */
export function describeProblem(key: string, reason: StorageProblem['reason']): string {
  const what = labelOf(key);
  return reason === 'quota'
    ? t('lib.storage.quotaMessage', { what })
    : t('lib.storage.unavailableMessage', { what });
}

export function reportStorageProblem(key: string, reason: StorageProblem['reason']) {
  current = { id: nextId++, key, reason, message: describeProblem(key, reason) };
  listeners.forEach((l) => l(current));
}

export function dismissStorageProblem() {
  current = null;
  listeners.forEach((l) => l(null));
}

export const getStorageProblem = () => current;

export function subscribeStorageProblems(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
