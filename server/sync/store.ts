import { randomBytes } from 'node:crypto';
import { DEFAULT_LIMITS, type SyncLimits } from './limits.ts';
import { migrate } from './migrations.ts';
import type { SqlDriver } from './sql-driver.ts';
import { writeBatch } from './store-write.ts';
import type { SpaceHead, SpaceKey, SyncStore } from './store-types.ts';

export interface StoreOptions {
  limits?: Pick<SyncLimits, 'quotaBytes' | 'idleMs' | 'requestIdKeepMs'>;
  now?: () => number;
  /** A new space's epoch. */
  newEpoch?: () => string;
}

/** A read marks the space used at most once a day: reads stay reads. */
const TOUCH_EVERY_MS = 24 * 60 * 60 * 1000;
const IN_LIST = 500;
const SWEEP_BATCH = 100;

const placeholders = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

/** The sync store over either database; `migrate` runs first. */
export async function createStore(db: SqlDriver, options: StoreOptions = {}): Promise<SyncStore> {
  const {
    limits = DEFAULT_LIMITS,
    now = Date.now,
    newEpoch = () => randomBytes(12).toString('base64url'),
  } = options;
  await migrate(db);

  /** The space's head when the token is right, and a mark that it is in use. */
  const authorized = async ({ space, tokenHash }: SpaceKey) => {
    const [row] = await db.query<{
      epoch: string;
      seq: number;
      used_bytes: number;
      record_count: number;
      last_used: number;
    }>(
      `SELECT epoch, seq, used_bytes, record_count, last_used FROM sync_spaces
       WHERE id = $1 AND token_hash = $2`,
      [space, tokenHash],
    );
    if (!row) return null;
    const at = now();
    if (Number(row.last_used) < at - TOUCH_EVERY_MS) {
      await db.query('UPDATE sync_spaces SET last_used = $2 WHERE id = $1', [space, at]);
    }
    return row;
  };

  const removeSpace = (space: string, condition: string, params: unknown[]) =>
    db.transaction(async (tx) => {
      const gone = await tx.query(
        `DELETE FROM sync_spaces WHERE id = $1 AND ${condition} RETURNING id`,
        [space, ...params],
      );
      if (gone.length === 0) return false;
      await tx.query('DELETE FROM sync_records WHERE space_id = $1', [space]);
      await tx.query('DELETE FROM sync_requests WHERE space_id = $1', [space]);
      return true;
    });

  return {
    write: (key, request) =>
      db.transaction((tx) =>
        writeBatch(tx, {
          key,
          ...request,
          now: now(),
          quotaBytes: limits.quotaBytes,
          newEpoch: newEpoch(),
        }),
      ),

    changes: async (key, since, limit) => {
      const space = await authorized(key);
      if (!space) return null;
      // Read after the head: every record committed up to it is in this read, so a cursor no
      // further than the head (or the last record returned) never skips one.
      const rows = await db.query<{ id: string; seq: number; data: string }>(
        `SELECT id, seq, data FROM sync_records WHERE space_id = $1 AND seq > $2
         ORDER BY seq LIMIT $3`,
        [key.space, since, limit + 1],
      );
      const more = rows.length > limit;
      const records = rows
        .slice(0, limit)
        .map((r) => ({ id: r.id, seq: Number(r.seq), data: r.data }));
      const last = records.at(-1)?.seq ?? since;
      const headSeq = Number(space.seq);
      return {
        head: { epoch: space.epoch, seq: Math.max(headSeq, last) },
        records,
        next: more ? last : Math.max(headSeq, last, since),
        more,
      };
    },

    usage: async (key) => {
      const space = await authorized(key);
      if (!space) return null;
      return {
        epoch: space.epoch,
        seq: Number(space.seq),
        bytes: Number(space.used_bytes),
        records: Number(space.record_count),
      };
    },

    deleteSpace: (key) => removeSpace(key.space, 'token_hash = $2', [key.tokenHash]),

    heads: async (spaces) => {
      const heads = new Map<string, SpaceHead>();
      for (let i = 0; i < spaces.length; i += IN_LIST) {
        const chunk = spaces.slice(i, i + IN_LIST);
        const rows = await db.query<{ id: string; epoch: string; seq: number }>(
          `SELECT id, epoch, seq FROM sync_spaces WHERE id IN (${placeholders(1, chunk.length)})`,
          chunk,
        );
        for (const r of rows) heads.set(r.id, { epoch: r.epoch, seq: Number(r.seq) });
      }
      return heads;
    },

    sweep: async () => {
      const at = now();
      const idleBefore = at - limits.idleMs;
      let removed = 0;
      for (;;) {
        const idle = await db.query<{ id: string }>(
          'SELECT id FROM sync_spaces WHERE last_used < $1 LIMIT $2',
          [idleBefore, SWEEP_BATCH],
        );
        // The condition again at deletion: a space written meanwhile stays.
        for (const { id } of idle) {
          if (await removeSpace(id, 'last_used < $2', [idleBefore])) removed += 1;
        }
        if (idle.length < SWEEP_BATCH) break;
      }
      await db.query('DELETE FROM sync_requests WHERE created_at < $1', [
        at - limits.requestIdKeepMs,
      ]);
      return removed;
    },

    close: () => db.close(),
  };
}
