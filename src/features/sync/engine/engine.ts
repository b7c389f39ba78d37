import { wins } from '@/lib/storage/records/record';
import { stampAt } from '@/lib/storage/records/hlc';
import type { SyncKeys } from '../crypto/keys';
import { SyncHttpError, type SyncApi } from './api';
import { openItem } from './codec';
import { pushItems } from './push';
import { tieOf } from './tie';
import {
  partsOf,
  type DataSource,
  type Known,
  type StateStore,
  type SyncItem,
  type SyncMeta,
} from './types';

/** A change may be stamped by another tab a little before this one scans: look back this far. */
const SCAN_OVERLAP_MS = 60_000;

export interface SyncEngine {
  /** Pulls what the server has past the cursor, then uploads what changed here. */
  sync(): Promise<SyncReport>;
  /** Pulls only (a live `changed`). */
  pull(): Promise<SyncReport>;
  /** Records changed here, to go up with the next push even when stamped before the last scan. */
  note(items: readonly SyncItem[]): void;
  /** After `SpaceGoneError`: forgets the deleted space, and uploads everything into a new one. */
  startOver(): Promise<SyncReport>;
  /** The server's head this device has pulled to, and its epoch. */
  position(): { epoch: string | null; cursor: number };
}

/** The space was deleted from the server (by a device with the phrase). */
export class SpaceGoneError extends Error {
  constructor() {
    super('The synced data was deleted from the server');
    this.name = 'SpaceGoneError';
  }
}

export interface SyncReport {
  pulled: number;
  pushed: number;
  /** Records that did not decrypt or check: kept out, and what this device had stays. */
  unreadable: number;
  lastSync: number | null;
}

/**
 * The position past this device's own writes. The server numbers a space's writes one after
 * another (`seq`), so when the seqs from the cursor on are all this push's, nobody else wrote in
 * between and the next pull need not bring them back (a first upload of 60 000 records came
 * back whole, 20 MB, at the next pull). A write into another epoch than the one pulled moves
 * nothing; a space this push made (no epoch yet) starts at 0.
 */
export function pastOwnWrites(
  at: { epoch: string | null; cursor: number },
  own: readonly { epoch: string; seqs: readonly number[] }[],
): { epoch: string; cursor: number } | null {
  const epoch = own[0]?.epoch;
  if (epoch === undefined || own.some((o) => o.epoch !== epoch)) return null;
  if (at.epoch !== null && at.epoch !== epoch) return null;
  const seqs = new Set(own.flatMap((o) => o.seqs));
  const from = at.epoch === null ? 0 : at.cursor;
  let cursor = from;
  while (seqs.has(cursor + 1)) cursor += 1;
  return cursor > from ? { epoch, cursor } : null;
}

/** The record id inside its list, as the layer's records carry it. */
export const withListId = (item: SyncItem): SyncItem => ({
  rid: item.rid,
  record: { ...item.record, id: partsOf(item.rid)?.id ?? item.record.id },
});

export function createEngine(options: {
  keys: SyncKeys;
  api: SyncApi;
  source: DataSource;
  state: StateStore;
  now?: () => number;
}): SyncEngine {
  const { keys, api, source, state } = options;
  const now = options.now ?? Date.now;
  let meta: SyncMeta | null = null;
  const known = new Map<string, Known>();
  const byOid = new Map<string, string>();
  let dirty = new Map<string, Known>();
  let unreadable = 0;
  /** Changes heard of (`note`), whatever their stamp: a scan looks only past its watermark. */
  const noted = new Map<string, SyncItem>();
  let scannedAll = false;

  const remember = (entry: Known) => {
    known.set(entry.rid, entry);
    byOid.set(entry.oid, entry.rid);
    dirty.set(entry.rid, entry);
  };

  async function loaded(): Promise<SyncMeta> {
    if (!meta) {
      const stored = await state.load();
      meta = stored.meta;
      for (const entry of stored.known) {
        known.set(entry.rid, entry);
        byOid.set(entry.oid, entry.rid);
      }
    }
    return meta;
  }

  async function persist() {
    const entries = [...dirty.values()];
    dirty = new Map();
    await state.save(meta!, entries);
  }

  /** Another epoch: the space was deleted and made again; every `seq` known is void. */
  async function forgetServer(epoch: string | null) {
    await state.clear();
    known.clear();
    byOid.clear();
    dirty = new Map();
    meta = { epoch, cursor: 0, scanned: null, lastSync: meta?.lastSync ?? null };
  }

  /** Takes in records the server holds; returns how many were read. */
  async function takeIn(remote: { id: string; seq: number; data: string | null }[]) {
    // Opened side by side: one after another, a page waits on each decryption in turn.
    const opened = await Promise.all(
      remote.map(async ({ id, seq, data }) => {
        if (data === null) return null;
        const item = await openItem(keys, id, data);
        if (!item) unreadable += 1;
        return item && { item: withListId(item), seq, oid: id };
      }),
    );
    const items = opened.filter((entry) => entry !== null);
    const refused = await source.apply(items.map((i) => i.item));
    for (const { item, seq, oid } of items) {
      const mine = known.get(item.rid);
      if (mine && mine.stamp > item.record.stamp) {
        remember({ ...mine, oid, seq });
        continue;
      }
      // Not taken in here: what this device holds did not meet it, so no tie to settle.
      const tie = refused.has(item.rid) ? undefined : tieOf(item.record);
      remember({ rid: item.rid, oid, seq, stamp: item.record.stamp, tie });
    }
    return items.length;
  }

  /**
   * A page of changes. A `401` means no space has this key: nothing synced yet (this device
   * has never seen the space: nothing to pull), or the space was deleted (`SpaceGoneError`).
   */
  async function changesOrNothing(since: number, current: SyncMeta) {
    try {
      return await api.changes(since);
    } catch (error) {
      if (!(error instanceof SyncHttpError) || error.status !== 401) throw error;
      if (current.epoch === null) return null;
      throw new SpaceGoneError();
    }
  }

  async function pull(): Promise<number> {
    let current = await loaded();
    let since = current.cursor;
    let pulled = 0;
    let ahead: ReturnType<typeof changesOrNothing> | null = null;
    for (;;) {
      const page = await (ahead ?? changesOrNothing(since, current));
      ahead = null;
      if (!page) return pulled;
      if (current.epoch !== page.epoch) {
        const restart = current.epoch !== null && since > 0;
        await forgetServer(page.epoch);
        current = meta!;
        if (restart) {
          since = 0;
          continue;
        }
      }
      // The next page downloads while this one is opened and merged.
      if (page.more) {
        ahead = changesOrNothing(page.next, current);
        ahead.catch(() => undefined);
      }
      pulled += await takeIn(page.records);
      since = page.next;
      if (!page.more) break;
    }
    meta = { ...current, cursor: since };
    await persist();
    return pulled;
  }

  async function push(): Promise<number> {
    const current = await loaded();
    const scanFrom = stampAt(now() - SCAN_OVERLAP_MS);
    // The first push of a page looks at every record: data may have changed while sync was not
    // running (moved in from before profiles, written by a page without sync's code).
    const since = scannedAll ? current.scanned : null;
    const heard = [...noted.values()];
    noted.clear();
    const candidates = [...(await source.scan(since)), ...heard];
    const changed = candidates.filter((item) => {
      const mine = known.get(item.rid);
      if (!mine || wins(item.record, { ...item.record, stamp: mine.stamp })) return true;
      // The same old stamp with another value: this device's version won the tie here.
      return (
        item.record.stamp === mine.stamp &&
        mine.tie !== undefined &&
        tieOf(item.record) !== mine.tie
      );
    });
    let pushed: number;
    const own: { epoch: string; seqs: number[] }[] = [];
    const written = (epoch: string, seqs: number[]) => own.push({ epoch, seqs });
    try {
      pushed = await pushItems({
        keys,
        api,
        items: changed,
        known,
        remember,
        takeIn,
        pull,
        written,
      });
    } catch (error) {
      // Not all went up: the next push looks at the same records again (a change heard of
      // meanwhile is newer and stays).
      for (const item of heard) if (!noted.has(item.rid)) noted.set(item.rid, item);
      throw error;
    }
    scannedAll = true;
    meta = {
      ...meta!,
      ...pastOwnWrites(meta!, own),
      scanned: current.scanned && current.scanned > scanFrom ? current.scanned : scanFrom,
    };
    await persist();
    return pushed;
  }

  let running: Promise<SyncReport> | null = null;
  let again = false;
  const serial = (task: () => Promise<{ pulled: number; pushed: number }>) => {
    if (running) {
      again = true;
      return running;
    }
    const run = async (): Promise<SyncReport> => {
      unreadable = 0;
      try {
        const done = await task();
        meta = { ...meta!, lastSync: now() };
        await persist();
        return { ...done, unreadable, lastSync: meta.lastSync };
      } finally {
        running = null;
      }
    };
    running = run().then(async (report) => {
      if (!again) return report;
      again = false;
      return engine.sync();
    });
    return running;
  };

  const engine: SyncEngine = {
    sync: () => serial(async () => ({ pulled: await pull(), pushed: await push() })),
    pull: () => serial(async () => ({ pulled: await pull(), pushed: 0 })),
    note: (items) => {
      for (const item of items) noted.set(item.rid, item);
    },
    startOver: async () => {
      await loaded();
      await forgetServer(null);
      return engine.sync();
    },
    position: () => ({ epoch: meta?.epoch ?? null, cursor: meta?.cursor ?? 0 }),
  };
  return engine;
}
