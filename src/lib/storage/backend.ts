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

export function readRaw(key: string): string | null {
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
  try {
    getStorage()?.removeItem(key);
  } catch {
    // Nothing to do: the value simply stays where it is.
  }
}
