import { wins } from '@/lib/storage/records/record';
import { stampAt } from '@/lib/storage/records/hlc';
import type { SyncKeys } from '../crypto/keys';
import type { SyncApi } from './api';
import { openItem } from './codec';
import { pullPages } from './pull';
import { pastOwnWrites, pushItems } from './push';
import { tieOf } from './tie';
import {
  partsOf,
  type DataSource,
  type Known,
  type StateStore,
  type SyncItem,
  type SyncMeta,
} from './types';

export { SpaceGoneError } from './pull';

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

export interface SyncReport {
  pulled: number;
  pushed: number;
  /** Records that did not decrypt or check: kept out, and what this device had stays. */
  unreadable: number;
  lastSync: number | null;
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
  let dirty = new Map<string, Known>();
  let unreadable = 0;
  /** Changes heard of (`note`), whatever their stamp: a scan looks only past its watermark. */
  const noted = new Map<string, SyncItem>();
  let scannedAll = false;

  const remember = (entry: Known) => {
    known.set(entry.rid, entry);
    dirty.set(entry.rid, entry);
  };

  async function loaded(): Promise<SyncMeta> {
    if (!meta) {
      const stored = await state.load();
      meta = stored.meta;
      for (const entry of stored.known) {
        known.set(entry.rid, entry);
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

  async function pull(): Promise<number> {
    const { pulled, meta: moved } = await pullPages({
      api,
      from: await loaded(),
      forgetServer: async (epoch) => {
        await forgetServer(epoch);
        return meta!;
      },
      takeIn,
    });
    if (!moved) return pulled;
    meta = moved;
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
