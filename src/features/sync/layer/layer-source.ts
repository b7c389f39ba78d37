import { CHANNEL_NAME, MAX_ROWS } from '@/lib/storage/idb/channel';
import { ProfileGoneError, recordOf, rowsSince, writeRows } from '@/lib/storage/idb/records-db';
import { observeStamps } from '@/lib/storage/records/device';
import { openLocal, type CollectionSpec, type StoredRecord } from '@/lib/storage/records';
import { isExpired } from '@/lib/storage/records/record';
import { isDeviceOnly } from '@/lib/storage/records/spec';
import { isProfileDeleted } from '@/lib/storage/records/profile-gone';
import { clearDeletedProfile, profilesSpec } from '@/lib/storage/records/profiles';
import { startProfiles } from '@/lib/storage/records/start-profiles';
import { partsOf, realIdOf, type DataSource, type SyncItem } from '../engine/types';
import { browserWideLists, idbLists, localLists } from './lists';

type AnySpec = CollectionSpec<unknown>;

/** The database module is a chunk of its own, loaded when asked for (as everywhere). */
const getDb = async () => (await import('@/lib/storage/idb/database')).getDb();

const shared = (spec: AnySpec, record: StoredRecord) =>
  !isDeviceOnly(spec, record.id) && !isExpired(record);

/** The profiles this browser has (live or deleted: a deletion syncs as the profile's tombstone). */
const profileIds = () => [...openLocal(browserWideLists()[0]!, null).records().keys()];

function scanLocal(since: string | null): SyncItem[] {
  const items: SyncItem[] = [];
  const take = (spec: AnySpec, profile: string | null) => {
    for (const record of openLocal(spec, profile).records().values()) {
      if ((since === null || record.stamp > since) && shared(spec, record))
        items.push({ rid: realIdOf(profile, spec.name, record.id), record });
    }
  };
  for (const spec of browserWideLists()) take(spec, null);
  const lists = localLists();
  for (const profile of profileIds()) for (const spec of lists) take(spec, profile);
  return items;
}

async function scanIdb(since: string | null): Promise<SyncItem[]> {
  const db = await getDb();
  if (!db) return [];
  const specs = new Map(idbLists().map((spec) => [spec.name, spec]));
  const items: SyncItem[] = [];
  for (const profile of profileIds()) {
    for (const row of await rowsSince(db, profile, since ?? '')) {
      const spec = specs.get(row.c);
      const record = spec && recordOf(row, spec.check);
      if (spec && record && shared(spec, record))
        items.push({ rid: realIdOf(profile, row.c, row.id), record });
    }
  }
  return items;
}

const valid = (spec: AnySpec, record: StoredRecord) =>
  !isDeviceOnly(spec, record.id) && (record.value === null || spec.check(record.value, record.id));

/** Tells this page's music collection (and other tabs) what sync wrote to IndexedDB. */
function announce(message: object) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage({ ...message, from: 'sync' });
  channel.close();
}

async function applyIdb(profile: string, writes: { c: string; record: StoredRecord }[]) {
  const db = await getDb();
  if (!db || writes.length === 0) return false;
  observeStamps(writes.map(({ record }) => record));
  try {
    const outcome = await writeRows(db, profile, writes);
    announce(
      outcome.stored.length > MAX_ROWS
        ? { profile, reload: true }
        : { profile, rows: outcome.stored, stats: outcome.stats },
    );
    return true;
  } catch (error) {
    if (error instanceof ProfileGoneError) return false;
    throw error;
  }
}

/** Takes in the profiles' tombstones among `items`; returns the profiles they deleted here. */
async function takeProfileDeletions(items: SyncItem[]) {
  const tombstones = items.filter((item) => {
    const parts = partsOf(item.rid);
    return (
      parts?.profile === null && parts.list === profilesSpec.name && item.record.value === null
    );
  });
  const gone = new Set<string>();
  if (tombstones.length === 0) return gone;
  const before = tombstones.filter((item) => !isProfileDeleted(item.record.id));
  openLocal(browserWideLists()[0]!, null).merge(
    tombstones.map((item) => item.record),
    'remote',
  );
  for (const { record } of before) {
    if (!isProfileDeleted(record.id)) continue;
    gone.add(record.id);
    await clearDeletedProfile(record.id);
  }
  return gone;
}

/**
 * Storage refused records sync brought (full, or refused altogether): the pull fails and keeps
 * its cursor, so they come again with the next sync instead of being skipped for good.
 */
export class StorageRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`Storage refused the synced records (${reason})`);
    this.name = 'StorageRefusedError';
  }
}

/** The personal-data layer as sync's source: every profile's lists, and the profiles. */
export function layerSource(): DataSource & { open(): void } {
  return {
    /**
     * Makes sure the first profile exists and opens this page's profile's lists (which moves
     * older data in): sync may be turned on before the page's own start-up has done either, and
     * a scan finds only the lists of profiles the browser has.
     */
    open() {
      startProfiles();
      localLists();
    },
    async scan(since) {
      return [...scanLocal(since), ...(await scanIdb(since))];
    },
    async apply(incoming) {
      const refused = new Set<string>();
      // A profile deleted on another device: this one clears its lists as a local deletion
      // does, and takes in none of its records (they would make its lists again).
      const gone = await takeProfileDeletions(incoming);
      const live = new Set<string>();
      const deleted = (profile: string) => {
        if (!gone.has(profile) && !live.has(profile)) {
          if (isProfileDeleted(profile)) gone.add(profile);
          else live.add(profile);
        }
        return gone.has(profile);
      };
      const items = incoming.filter((item) => {
        const profile = partsOf(item.rid)?.profile;
        if (profile == null || !deleted(profile)) return true;
        refused.add(item.rid);
        return false;
      });
      const local = new Map([...localLists(), ...browserWideLists()].map((s) => [s.name, s]));
      const idb = new Map(idbLists().map((s) => [s.name, s]));
      const groups = new Map<
        string,
        { profile: string | null; spec: AnySpec; items: SyncItem[] }
      >();
      for (const item of items) {
        const parts = partsOf(item.rid);
        const wide = parts?.profile === null;
        const spec =
          parts && (wide ? local.get(parts.list) : (local.get(parts.list) ?? idb.get(parts.list)));
        const browserWide = spec ? browserWideLists().includes(spec) : false;
        if (!parts || !spec || wide !== browserWide || !valid(spec, item.record)) {
          refused.add(item.rid);
          continue;
        }
        const key = `${parts.profile ?? ''}\u0000${spec.name}`;
        const group = groups.get(key) ?? { profile: parts.profile, spec, items: [] };
        group.items.push(item);
        groups.set(key, group);
      }
      const idbWrites = new Map<string, { c: string; record: StoredRecord }[]>();
      let refusedBy: string | null = null;
      for (const { profile, spec, items: group } of groups.values()) {
        if (idb.has(spec.name) && profile !== null) {
          const writes = idbWrites.get(profile) ?? [];
          for (const item of group) writes.push({ c: spec.name, record: item.record });
          idbWrites.set(profile, writes);
          continue;
        }
        const result = openLocal(spec, profile).merge(
          group.map((item) => item.record),
          'remote',
        );
        if (!result.ok) {
          // A profile deleted meanwhile (in another tab) refuses its records for good; full or
          // refused storage keeps them for the next sync (StorageRefusedError).
          if (profile !== null && isProfileDeleted(profile))
            for (const item of group) refused.add(item.rid);
          else refusedBy ??= result.reason;
        }
      }
      for (const [profile, writes] of idbWrites) {
        if (!(await applyIdb(profile, writes)))
          for (const { c, record } of writes) refused.add(realIdOf(profile, c, record.id));
      }
      if (refusedBy !== null) throw new StorageRefusedError(refusedBy);
      return refused;
    },
  };
}
