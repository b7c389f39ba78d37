import { readRaw, removeRaw, writeRaw } from './backend';
import type { ValueSchema } from './checks';
import { corruptKeyOf } from './keys';
import { reportStorageProblem } from './storage-problems';

export type WriteResult = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' };

export interface StoredValueOptions<T> {
  key: string;
  /** Bump when the stored shape changes; older values go through `migrate`. */
  version: number;
  schema: ValueSchema<T>;
  fallback: () => T;
  /**
   * Turns a value written by an older version into the current shape. Data written before
   * values were versioned (a bare JSON value or a plain string) arrives with fromVersion 0.
   */
  migrate?: (value: unknown, fromVersion: number) => unknown;
}

export interface StoredValue<T> {
  key: string;
  /** The envelope version written with every value (used by whole-data backups). */
  version: number;
  /** Validates (and migrates) one value of the current version. */
  schema: ValueSchema<T>;
  read(): T;
  write(value: T): WriteResult;
  /** Whether a readable value is stored (false after unreadable data was set aside). */
  exists(): boolean;
  /** A stored string in the current shape (older versions migrated), or unreadable. */
  decode(raw: string): Decoded<T>;
}

interface Envelope {
  v: number;
  data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as { v?: unknown }).v === 'number' &&
    Number.isInteger((value as { v: number }).v) &&
    'data' in value
  );
}

export type Decoded<T> = { ok: true; value: T } | { ok: false };

/** Parses a raw stored string into the current shape, or reports it unreadable. */
function decode<T>(raw: string, options: StoredValueOptions<T>): Decoded<T> {
  let parsed: unknown;
  let fromVersion = 0;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = raw;
  }
  if (isEnvelope(parsed)) {
    fromVersion = parsed.v;
    parsed = parsed.data;
  }
  if (fromVersion > options.version) return { ok: false };
  if (fromVersion < options.version) {
    if (!options.migrate) return { ok: false };
    try {
      parsed = options.migrate(parsed, fromVersion);
    } catch {
      return { ok: false };
    }
  }
  const result = options.schema.safeParse(parsed);
  return result.success ? { ok: true, value: result.data } : { ok: false };
}

/**
 * One versioned, validated local-storage value. Unreadable data never reaches the app: the
 * fallback is returned and the original is kept under `<key>.corrupt`.
 */
export function createStoredValue<T>(options: StoredValueOptions<T>): StoredValue<T> {
  const { key, version, fallback } = options;
  let cache: { raw: string | null; value: T } | null = null;

  function read(): T {
    const raw = readRaw(key);
    if (cache && cache.raw === raw) return cache.value;
    if (raw === null) {
      const value = fallback();
      cache = { raw, value };
      return value;
    }
    const decoded = decode(raw, options);
    if (decoded.ok) {
      cache = { raw, value: decoded.value };
      return decoded.value;
    }
    // Keep the original aside (once per distinct value) and stop re-reading it as data.
    writeRaw(corruptKeyOf(key), raw);
    removeRaw(key);
    const value = fallback();
    cache = { raw: null, value };
    return value;
  }

  function write(value: T): WriteResult {
    const raw = JSON.stringify({ v: version, data: value });
    const result = writeRaw(key, raw);
    if (result.ok) cache = { raw, value };
    else reportStorageProblem(key, result.reason);
    return result;
  }

  function exists(): boolean {
    read();
    return readRaw(key) !== null;
  }

  return {
    key,
    version,
    schema: options.schema,
    read,
    write,
    exists,
    decode: (raw) => decode(raw, options),
  };
}
