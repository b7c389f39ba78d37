import { readRaw, removeRaw, writeRaw } from './backend';
import type { StoredValue } from './stored-value';

/** A raw stored string per key; null means "no value" (the key is removed). */
export type RawValues = Record<string, string | null>;

export type TransactionResult =
  { ok: true } | { ok: false; key: string; reason: 'quota' | 'unavailable' };

/** The exact string `stored.write(value)` would store, so several keys can be written at once. */
export const encodeStoredValue = <T>(stored: StoredValue<T>, value: T): string =>
  JSON.stringify({ v: stored.version, data: value });

export function readRawValues(keys: readonly string[]): RawValues {
  return Object.fromEntries(keys.map((key) => [key, readRaw(key)]));
}

/**
 * Writes several keys all or nothing: when one write fails (full quota, storage refused), the
 * keys already written get their previous strings back and nothing is announced. On success
 * every key is announced so the live stores pick the new values up without a reload.
 */
export function replaceRawValues(values: RawValues): TransactionResult {
  const keys = Object.keys(values);
  const before = readRawValues(keys);
  const written: string[] = [];
  for (const key of keys) {
    const raw = values[key] ?? null;
    if (raw === null) {
      removeRaw(key);
      written.push(key);
      continue;
    }
    const result = writeRaw(key, raw);
    if (!result.ok) {
      restore(written, before);
      return { ok: false, key, reason: result.reason };
    }
    written.push(key);
  }
  announceStorageChange(keys);
  return { ok: true };
}

function restore(keys: string[], before: RawValues) {
  // Later writes first, so space freed by them is available to the earlier ones.
  for (const key of [...keys].reverse()) {
    const raw = before[key] ?? null;
    if (raw === null) removeRaw(key);
    else writeRaw(key, raw);
  }
}

/**
 * Tells every subscriber of these keys that they changed, through the same `storage` event
 * another tab's change raises, so stores rehydrate by the path they already have.
 */
export function announceStorageChange(keys: readonly string[]) {
  if (typeof window === 'undefined' || typeof StorageEvent === 'undefined') return;
  for (const key of keys) window.dispatchEvent(new StorageEvent('storage', { key }));
}
