import { readLocal, removeLocal, setRawOverride, writeLocal } from '../backend';
import { corruptKeyOf } from '../keys';
import { reportStorageProblem } from '../storage-problems';
import { createStoredValue, type StoredValue, type StoredValueOptions } from '../stored-value';
import type { LocalCollection } from './local-collection';
import { openLocal } from './open-local';
import { withLock } from './locks';
import { decodeRecords } from './local-codec';
import { MAIN_PROFILE, activeProfileId, profileKey } from './namespace';
import { legacyStamp, type StoredRecord } from './record';
import { diffList } from './list-diff';
import { ordered, type CollectionSpec, type WriteResult } from './spec';

export interface Entry<T> {
  id: string;
  value: T;
}

export interface ListViewOptions<T, L> {
  spec: CollectionSpec<T>;
  /** The key the list had before records, with its shapes: what backups read and write. */
  stored: StoredValueOptions<L>;
  /** The old value's entries, in its order (the first is the newest of a newest-first list). */
  toEntries(value: L): Entry<T>[];
  /** The old value made of the live records, in the list's order. */
  fromEntries(entries: Entry<T>[]): L;
}

export interface ListView<T, L> {
  /** This page's profile's records of the list. */
  collection(): LocalCollection<T>;
  /** The list under its old key, answered from the records (backups, tests). */
  stored: StoredValue<L>;
}

/** Records stamped as old data, keeping the old list's order. */
function legacyRecords<T>(spec: CollectionSpec<T>, entries: Entry<T>[]): StoredRecord<T>[] {
  const n = entries.length;
  return entries.map(({ id, value }, i) => ({
    id,
    value,
    stamp: legacyStamp(spec.order === 'oldest' ? i : n - i),
  }));
}

/**
 * A list kept as records that still answers by its old local-storage key: a whole-data backup
 * reads and writes `{v, data}` there as before (a write becomes the record changes it means), and
 * data found under the old key (written before records, or by an older tab of the app) moves in.
 */
/** Every list view by its old key. */
const views = new Map<string, ListViewOptions<unknown, unknown>>();

/** The old key of the list kept under this name (`library` → `reelbeat_library`). */
export const oldKeyOf = (name: string) =>
  [...views.values()].find((options) => options.spec.name === name)?.stored.key;

/** The old keys of every list view (the lists kept in local storage). */
export const oldKeys = () => [...views.keys()];

function viewOf(key: string) {
  const options = views.get(key);
  if (!options) throw new Error(`No list is kept under ${key}`);
  return options;
}

/**
 * The value of an old key as the records in local storage now make it (`{v, data}`), read from
 * storage itself, not from this page's memory; null when nothing is stored. For tests that check
 * what was written, for looking into a browser's storage by hand, and for a backup of a profile
 * this page does not use.
 */
export function storedUnderOldKey(
  key: string,
  profile = activeProfileId(),
): { v: number; data: unknown } | null {
  const options = viewOf(key);
  const raw = readLocal(profileKey(profile, options.spec.name));
  const decoded = raw === null ? null : decodeRecords(raw, options.spec.check);
  if (!decoded) return null;
  const entries = ordered(options.spec, decoded.records.values());
  return { v: options.stored.version, data: options.fromEntries(entries) };
}

/**
 * Writes a whole value of an old key into a profile's records, naming only the records that
 * change (what a backup imported into a profile this page does not use needs).
 */
export function writeUnderOldKey(key: string, profile: string, value: unknown): WriteResult {
  const options = viewOf(key);
  const collection = openLocal(options.spec, profile);
  // Null: nothing stored (settings never changed), every record removed.
  const entries = value === null ? [] : options.toEntries(value);
  return collection.write(diffList(options.spec.order, collection.list(), entries));
}

export function listView<T, L>(options: ListViewOptions<T, L>): ListView<T, L> {
  views.set(options.stored.key, options as ListViewOptions<unknown, unknown>);
  const { spec, toEntries, fromEntries } = options;
  const legacyKey = options.stored.key;
  const stored = createStoredValue(options.stored);
  let opened: LocalCollection<T> | null = null;

  /** The old key's data: records to merge, null when there is none (unreadable: kept aside). */
  function readLegacy(): StoredRecord<T>[] | null {
    const raw = readLocal(legacyKey);
    if (raw === null) return null;
    const decoded = stored.decode(raw);
    if (decoded.ok) return legacyRecords(spec, toEntries(decoded.value));
    writeLocal(corruptKeyOf(legacyKey), raw);
    removeLocal(legacyKey);
    reportStorageProblem(spec.label, 'corrupt');
    return null;
  }

  /**
   * Moves the old key's data in, once, under the start-up lock (another tab may do it first).
   * Data under an old key was written before profiles (or by a tab of a version without them):
   * it is the first profile's, whichever profile this page uses.
   */
  const moveLegacy = () =>
    withLock('migrate', () => {
      const records = readLegacy();
      if (!records) return;
      // This page's own collection when it is the first profile's, so its change is announced.
      const into =
        activeProfileId() === MAIN_PROFILE ? collection() : openLocal(spec, MAIN_PROFILE);
      if (into.merge(records, 'local').ok) removeLocal(legacyKey);
    });

  function collection(): LocalCollection<T> {
    if (!opened) {
      opened = openLocal(spec, activeProfileId());
      absorb();
      if (typeof window !== 'undefined') {
        window.addEventListener('storage', (event) => {
          if (event.key === legacyKey || event.key === null) absorb(false);
        });
      }
    }
    return opened;
  }

  let moving = false;
  /**
   * Shows the old key's data at once; it is written when the move runs, after the current task
   * (a read, such as a backup's preview, writes nothing itself).
   */
  function absorb(later = true) {
    const records = readLegacy();
    if (!records) return;
    if (activeProfileId() === MAIN_PROFILE) collection().hold(records, { later });
    if (moving) return;
    moving = true;
    setTimeout(() => {
      moving = false;
      void moveLegacy();
    }, 0);
  }

  function write(raw: string | null) {
    absorb();
    let entries: Entry<T>[] = [];
    if (raw !== null) {
      const decoded = stored.decode(raw);
      if (!decoded.ok) return { ok: false as const, reason: 'unavailable' as const };
      entries = toEntries(decoded.value);
    }
    return collection().write(diffList(spec.order, collection().list(), entries));
  }

  setRawOverride(legacyKey, {
    // Nothing stored reads as no value, as an empty key did (the old value's fallback applies).
    read: () => {
      absorb();
      const list = collection().list();
      return list.length ? JSON.stringify({ v: stored.version, data: fromEntries(list) }) : null;
    },
    write,
  });
  return { collection, stored };
}
