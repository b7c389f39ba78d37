import { readLocal, removeLocal, writeLocal } from '../backend';
import { reportStorageProblem } from '../storage-problems';
import { emitRecordChange, type ChangeOrigin } from './changes';
import { newStamp, observeStamps } from './device';
import { decodeRecords, encodeRecords, keepAside } from './local-codec';
import { isProfileDeleted } from './profile-gone';
import { dropExpired, hasNewer, isExpired, mergeInto, type StoredRecord } from './record';
import {
  isDeviceOnly,
  ordered,
  stampOps,
  type CollectionSpec,
  type RecordOp,
  type WriteResult,
} from './spec';

export type MergeResult<T> = WriteResult & { changed: StoredRecord<T>[] };

/**
 * `quiet`: a failed write raises no storage notice (a write the app makes on its own, which the
 * reader did not ask for and which is tried again later: the notice names what the reader did).
 */
export interface WriteOptions {
  quiet?: boolean;
}

export interface CollectionEvent<T> {
  records: StoredRecord<T>[];
  origin: ChangeOrigin;
}

/**
 * One list of one profile in local storage, as records. Reads are synchronous (the screens that
 * show these lists render from them on their first frame); every write names its records, merges
 * them with what storage holds now, and is stored whole or not at all (one `setItem`).
 */
export interface LocalCollection<T> {
  readonly spec: CollectionSpec<T>;
  readonly profile: string | null;
  readonly key: string;
  /** Live records in the list's order. */
  list(): (StoredRecord<T> & { value: T })[];
  get(id: string): T | undefined;
  /** Every record, tombstones included. */
  records(): ReadonlyMap<string, StoredRecord<T>>;
  write(ops: readonly RecordOp<T>[], options?: WriteOptions): WriteResult;
  put(id: string, value: T, options?: { front?: boolean } & WriteOptions): WriteResult;
  remove(id: string): WriteResult;
  /** Takes in records stamped elsewhere (another device, data moved in); the newer stamp wins. */
  merge(records: readonly StoredRecord<T>[], origin: ChangeOrigin): MergeResult<T>;
  /**
   * Shows records in this page without writing them (data still under an old key, before the
   * move under the start-up lock writes it); the next write stores them with the rest.
   */
  hold(records: readonly StoredRecord<T>[], options?: { later?: boolean }): void;
  subscribe(listener: (event: CollectionEvent<T>) => void): () => void;
  /** Stops every write (its profile was deleted). */
  close(): void;
  readonly closed: boolean;
}

/**
 * A collection over local-storage key `key` (one per page and key: open it with `openLocal`).
 * `onGone` is told when it finds its profile deleted.
 */
export function createLocal<T>(
  spec: CollectionSpec<T>,
  profile: string | null,
  key: string,
  onGone: (profile: string) => void,
): LocalCollection<T> {
  let memory = new Map<string, StoredRecord<T>>();
  let lastRaw: string | null = null;
  let sorted: (StoredRecord<T> & { value: T })[] | null = null;
  let closed = false;
  /** Records held in memory (`hold`) that storage does not have yet. */
  let dirty = false;
  const listeners = new Set<(event: CollectionEvent<T>) => void>();

  const gone = () => profile !== null && isProfileDeleted(profile);

  function notify(records: StoredRecord<T>[], origin: ChangeOrigin) {
    if (records.length === 0) return;
    sorted = null;
    for (const listener of listeners) listener({ records, origin });
    const shared = records.filter((r) => !isDeviceOnly(spec, r.id));
    emitRecordChange({ profile, collection: spec.name, records: shared, origin });
  }

  function store(records: Iterable<StoredRecord<T>>, quiet = false): WriteResult {
    const raw = encodeRecords(records);
    const result = writeLocal(key, raw);
    if (result.ok) {
      lastRaw = raw;
      dirty = false;
    } else if (!quiet) reportStorageProblem(spec.label, result.reason);
    return result;
  }

  /** Brings memory up to what storage holds now (another tab's write), merging record by record. */
  function sync(): CollectionEvent<T> {
    const none: CollectionEvent<T> = { records: [], origin: 'tab' };
    const raw = readLocal(key);
    if (raw === lastRaw) return none;
    lastRaw = raw;
    sorted = null;
    if (raw === null) {
      if (gone()) {
        close();
        return none;
      }
      // Storage was cleared outside the app (site data, another tab's clear): take it as meant.
      const wiped = [...memory.values()].filter((r) => r.value !== null);
      memory = new Map();
      return { records: wiped, origin: 'wipe' };
    }
    const decoded = decodeRecords(raw, spec.check, memory);
    if (!decoded) {
      keepAside(key, spec.label, raw);
      if (memory.size) store(memory.values());
      else removeLocal(key);
      return none;
    }
    const incoming = decoded.records;
    dropExpired(incoming);
    const changed = mergeInto(memory, incoming.values());
    // Another tab's records (some perhaps from a device whose clock runs ahead, brought in by
    // sync there): this page's next edit of one of them must be stamped above it.
    observeStamps(changed);
    const aside = Object.keys(decoded.aside).length > 0;
    if (aside) keepAside(key, spec.label, decoded.aside);
    dropExpired(memory);
    // Two tabs wrote at nearly the same moment: theirs lacks some of ours, so ours go back in.
    if ((aside || hasNewer(memory, incoming)) && !gone()) store(memory.values());
    return { records: changed, origin: 'tab' };
  }

  function refresh() {
    if (closed) return;
    const { records, origin } = sync();
    notify(records, origin);
  }

  /**
   * Catches up before reading (another tab's write whose event has not come yet). Listeners hear
   * of it after the read, never during it: a read may happen while a screen renders.
   */
  function catchUp() {
    if (closed) return;
    const { records, origin } = sync();
    if (records.length) queueMicrotask(() => notify(records, origin));
  }

  function write(ops: readonly RecordOp<T>[], options?: WriteOptions): WriteResult {
    if (closed) return { ok: false, reason: 'unavailable' };
    if (gone()) {
      close();
      return { ok: false, reason: 'unavailable' };
    }
    refresh();
    const records = stampOps(spec, memory, ops, newStamp);
    if (records.length === 0 && !dirty) return { ok: true };
    const next = new Map(memory);
    for (const record of records) next.set(record.id, record);
    dropExpired(next);
    const result = store(next.values(), options?.quiet);
    // A full quota keeps what is stored, and this page with it. Storage refused altogether (a
    // private window) has nothing stored to keep: the page holds the change while it is open,
    // as the notice says, and the next write tries to store it again.
    if (!result.ok && result.reason !== 'unavailable') return result;
    if (!result.ok) dirty = true;
    memory = next;
    notify(records, 'local');
    return result;
  }

  function merge(records: readonly StoredRecord<T>[], origin: ChangeOrigin): MergeResult<T> {
    if (closed || gone()) return { ok: false, reason: 'unavailable', changed: [] };
    refresh();
    observeStamps(records);
    const next = new Map(memory);
    const changed = mergeInto(
      next,
      records.filter((r) => !isExpired(r)),
    );
    if (changed.length === 0 && !dirty) return { ok: true, changed };
    const result = store(next.values());
    if (!result.ok) return { ...result, changed: [] };
    memory = next;
    notify(changed, origin);
    return { ok: true, changed };
  }

  function close() {
    if (closed) return;
    closed = true;
    if (profile !== null) onGone(profile);
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === key) refresh();
    });
  }
  // The first read: the page starts from what is stored, which is no change to announce.
  sync();

  return {
    spec,
    profile,
    key,
    list() {
      catchUp();
      sorted ??= ordered(spec, memory.values());
      return sorted;
    },
    get(id) {
      catchUp();
      return memory.get(id)?.value ?? undefined;
    },
    records: () => (catchUp(), memory),
    write,
    put: (id, value, { front, ...options } = {}) => write([{ id, value, front }], options),
    remove: (id) => write([{ id, value: null }]),
    merge,
    hold(records, options) {
      if (closed) return;
      catchUp();
      const changed = mergeInto(memory, records);
      if (changed.length === 0) return;
      dirty = true;
      sorted = null;
      // Held during a read: listeners hear of it after the read (see catchUp).
      if (options?.later) queueMicrotask(() => notify(changed, 'local'));
      else notify(changed, 'local');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close,
    get closed() {
      return closed;
    },
  };
}
