/**
 * The only place that touches `window.localStorage`. Access itself can throw (privacy modes,
 * sandboxed frames), so every call is guarded.
 */
export function getStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * A key whose value lives elsewhere (the music lists, in IndexedDB once they moved there): its
 * raw `{v, data}` string is produced and taken by its owner, so whole-data backups and stored
 * values keep reading and writing it by key, without knowing where it is kept.
 */
export interface RawOverride {
  read(): string | null;
  write(raw: string | null): RawWriteResult;
}

const overrides = new Map<string, RawOverride>();

/** Routes a key to its owner (null gives it back to local storage). */
export function setRawOverride(key: string, override: RawOverride | null) {
  if (override) overrides.set(key, override);
  else overrides.delete(key);
}

export function readRaw(key: string): string | null {
  const override = overrides.get(key);
  return override ? override.read() : readLocal(key);
}

/** The string local storage itself holds under `key` (an override is not asked). */
export function readLocal(key: string): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export type RawWriteResult = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' };

export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException) && !(error instanceof Error)) return false;
  const e = error as DOMException;
  return (
    e.name === 'QuotaExceededError' ||
    e.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    e.code === 22 ||
    e.code === 1014
  );
}

export function writeRaw(key: string, value: string): RawWriteResult {
  const override = overrides.get(key);
  return override ? override.write(value) : writeLocal(key, value);
}

/** Writes `value` to local storage itself under `key` (an override is not asked). */
export function writeLocal(key: string, value: string): RawWriteResult {
  const storage = getStorage();
  if (!storage) return { ok: false, reason: 'unavailable' };
  try {
    storage.setItem(key, value);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: isQuotaError(error) ? 'quota' : 'unavailable' };
  }
}

export function removeRaw(key: string) {
  const override = overrides.get(key);
  if (override) return void override.write(null);
  removeLocal(key);
}

/** Removes `key` from local storage itself (an override is not asked). */
export function removeLocal(key: string) {
  try {
    getStorage()?.removeItem(key);
  } catch {
    // Nothing to do: the value simply stays where it is.
  }
}
