import { wins } from '@/lib/storage/records/record';
import type { SyncKeys } from '../crypto/keys';
import { SyncHttpError, type RemoteRecord, type SyncApi, type WriteRecord } from './api';
import { sealItem } from './codec';
import { tieOf } from './tie';
import type { Known, SyncItem } from './types';

/** The protocol's caps on a write: 500 records, 2 MB of body (docs/sync.md). */
const MAX_RECORDS = 500;
const MAX_BODY_CHARS = 1_500_000;
/** Writes sent before the first is answered (a first sync of a large library is ~120 writes). */
const WRITES_AT_ONCE = 3;
/** A batch that keeps meeting conflicts (another device writing the same records) gives up here. */
const MAX_ROUNDS = 8;

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

interface PushContext {
  keys: SyncKeys;
  api: SyncApi;
  items: SyncItem[];
  known: ReadonlyMap<string, Known>;
  remember: (entry: Known) => void;
  takeIn: (remote: RemoteRecord[]) => Promise<number>;
  pull: () => Promise<number>;
  /** The space's epoch and the seqs the server gave this push's records. */
  written?: (epoch: string, seqs: number[]) => void;
}

interface Pending {
  item: SyncItem;
  write: WriteRecord;
}

async function sealed(ctx: PushContext, item: SyncItem): Promise<Pending> {
  const mine = ctx.known.get(item.rid);
  const oid = mine?.oid ?? (await ctx.keys.recordId(item.rid));
  return {
    item,
    write: { id: oid, base: mine?.seq ?? 0, data: await sealItem(ctx.keys, oid, item) },
  };
}

function batches(all: Pending[]): Pending[][] {
  const out: Pending[][] = [];
  let batch: Pending[] = [];
  let size = 0;
  for (const pending of all) {
    const chars = pending.write.data.length + pending.write.id.length + 32;
    if (batch.length === MAX_RECORDS || (batch.length > 0 && size + chars > MAX_BODY_CHARS)) {
      out.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(pending);
    size += chars;
  }
  if (batch.length) out.push(batch);
  return out;
}

/**
 * Uploads `items`: each under its opaque id, with the `seq` this device last saw as its base.
 * A conflict brings the server's version: the newer one wins (taken in here when it is the
 * server's; else the base moves to the server's `seq` and this device's version goes again).
 * Returns how many records the server stored.
 */
export async function pushItems(ctx: PushContext): Promise<number> {
  // A record both scanned and heard of goes once (a write names each id at most once).
  const unique = [...new Map(ctx.items.map((item) => [item.rid, item])).values()];
  // Sealed a write's worth at a time, as the writes go: sealing all 60 000 records of a large
  // library first held them all in memory at once, and the collector's time grew with it.
  const groups: SyncItem[][] = [];
  for (let i = 0; i < unique.length; i += MAX_RECORDS)
    groups.push(unique.slice(i, i + MAX_RECORDS));
  let stored = 0;
  const sendBatch = async (first: Pending[]) => {
    let batch = first;
    for (let round = 0; batch.length > 0; round += 1) {
      if (round === MAX_ROUNDS) throw new SyncHttpError(409, 'conflict', 1);
      const answer = await ctx.api.write(batch.map((p) => p.write));
      if (answer.kind === 'ok') {
        const seqs = new Map(answer.records.map((r) => [r.id, r.seq]));
        for (const { item, write } of batch) {
          const seq = seqs.get(write.id);
          if (seq !== undefined)
            ctx.remember({
              rid: item.rid,
              oid: write.id,
              seq,
              stamp: item.record.stamp,
              tie: tieOf(item.record),
            });
        }
        ctx.written?.(
          answer.epoch,
          answer.records.map((r) => r.seq),
        );
        stored += answer.records.length;
        break;
      }
      if (answer.kind === 'too-large') {
        console.warn('A record too large to sync was left on this device');
        batch = batch.filter((p) => p.write.id !== answer.id);
        continue;
      }
      if (answer.kind === 'replayed') {
        // Applied before (a retry after a lost answer): the pull learns the seqs.
        await ctx.pull();
        break;
      }
      batch = await settleConflicts(ctx, batch, answer.conflicts);
    }
  };
  // Writes of different records may be in flight together (each is checked against its own
  // bases): the server stores one while the next travels.
  await Promise.all(
    Array.from({ length: Math.min(WRITES_AT_ONCE, groups.length) }, async () => {
      for (let group = groups.shift(); group; group = groups.shift()) {
        const all = await Promise.all(group.map((item) => sealed(ctx, item)));
        for (const batch of batches(all)) await sendBatch(batch);
      }
    }),
  );
  return stored;
}

async function settleConflicts(ctx: PushContext, batch: Pending[], conflicts: RemoteRecord[]) {
  const theirs = new Map(conflicts.map((c) => [c.id, c]));
  await ctx.takeIn(conflicts.filter((c) => c.data !== null));
  const next: Pending[] = [];
  for (const pending of batch) {
    const conflict = theirs.get(pending.write.id);
    if (!conflict) {
      next.push(pending);
      continue;
    }
    const after = ctx.known.get(pending.item.rid);
    const serverWins =
      conflict.data !== null &&
      after !== undefined &&
      after.seq === conflict.seq &&
      !wins(pending.item.record, { ...pending.item.record, stamp: after.stamp });
    if (serverWins) continue;
    next.push({ item: pending.item, write: { ...pending.write, base: conflict.seq } });
  }
  return next;
}
