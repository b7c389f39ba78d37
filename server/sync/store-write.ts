import type { SqlRunner } from './sql-driver.ts';
import type { RecordWrite, SpaceKey, WriteOutcome } from './store-types.ts';

/** Rows per multi-row INSERT: few round trips, far below either database's parameter cap. */
const ROWS_PER_INSERT = 100;

const placeholders = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

interface WriteContext {
  key: SpaceKey;
  requestId: string;
  records: readonly RecordWrite[];
  now: number;
  quotaBytes: number;
  newEpoch: string;
}

/**
 * One write, inside a transaction: create the space on first write, lock it (the UPDATE),
 * refuse a request id seen before, refuse the whole batch when any record's base is not its
 * current seq (an older write never replaces a newer one), check the quota, then store the
 * records under the next sequence numbers.
 */
export async function writeBatch(tx: SqlRunner, c: WriteContext): Promise<WriteOutcome> {
  const { space, tokenHash } = c.key;
  await tx.query(
    `INSERT INTO sync_spaces (id, token_hash, epoch, seq, used_bytes, record_count, created_at, last_used)
     VALUES ($1, $2, $3, 0, 0, 0, $4, $4) ON CONFLICT (id) DO NOTHING`,
    [space, tokenHash, c.newEpoch, c.now],
  );
  const [row] = await tx.query<{
    epoch: string;
    seq: number;
    used_bytes: number;
    record_count: number;
  }>(
    `UPDATE sync_spaces SET last_used = $3 WHERE id = $1 AND token_hash = $2
     RETURNING epoch, seq, used_bytes, record_count`,
    [space, tokenHash, c.now],
  );
  if (!row) return { kind: 'unauthorized' };
  const head = { epoch: row.epoch, seq: Number(row.seq) };
  const seen = await tx.query('SELECT id FROM sync_requests WHERE space_id = $1 AND id = $2', [
    space,
    c.requestId,
  ]);
  if (seen.length > 0) return { kind: 'replayed', head };

  const ids = c.records.map((r) => r.id);
  const current = new Map<string, { seq: number; size: number }>();
  for (let i = 0; i < ids.length; i += ROWS_PER_INSERT) {
    const chunk = ids.slice(i, i + ROWS_PER_INSERT);
    const rows = await tx.query<{ id: string; seq: number; size: number }>(
      `SELECT id, seq, length(data) AS size FROM sync_records
       WHERE space_id = $1 AND id IN (${placeholders(2, chunk.length)})`,
      [space, ...chunk],
    );
    for (const r of rows) current.set(r.id, { seq: Number(r.seq), size: Number(r.size) });
  }
  const stale = c.records.filter((r) => (current.get(r.id)?.seq ?? 0) !== r.base);
  if (stale.length > 0)
    return { kind: 'conflict', head, conflicts: await currentOf(tx, space, stale) };

  let used = Number(row.used_bytes);
  let count = Number(row.record_count);
  for (const r of c.records) {
    const old = current.get(r.id);
    used += old ? r.data.length - old.size : r.id.length + r.data.length;
    if (!old) count += 1;
  }
  // A space over a lowered quota may still replace records with smaller ones.
  if (used > c.quotaBytes && used > Number(row.used_bytes)) {
    return { kind: 'quota', usedBytes: Number(row.used_bytes), neededBytes: used };
  }

  const written = c.records.map((r, i) => ({ id: r.id, seq: head.seq + i + 1 }));
  for (let i = 0; i < c.records.length; i += ROWS_PER_INSERT) {
    const chunk = c.records.slice(i, i + ROWS_PER_INSERT);
    const values = chunk.map((_, j) => `($1, ${placeholders(2 + j * 3, 3)})`).join(', ');
    await tx.query(
      `INSERT INTO sync_records (space_id, id, seq, data) VALUES ${values}
       ON CONFLICT (space_id, id) DO UPDATE SET seq = excluded.seq, data = excluded.data`,
      [space, ...chunk.flatMap((r, j) => [r.id, written[i + j]!.seq, r.data])],
    );
  }
  await tx.query('INSERT INTO sync_requests (space_id, id, created_at) VALUES ($1, $2, $3)', [
    space,
    c.requestId,
    c.now,
  ]);
  const seq = head.seq + c.records.length;
  await tx.query(
    'UPDATE sync_spaces SET seq = $2, used_bytes = $3, record_count = $4 WHERE id = $1',
    [space, seq, used, count],
  );
  return { kind: 'written', head: { epoch: head.epoch, seq }, records: written };
}

/** What the server holds for each conflicting record, so the client merges without a pull. */
async function currentOf(tx: SqlRunner, space: string, stale: readonly RecordWrite[]) {
  const found = new Map<string, { seq: number; data: string }>();
  for (let i = 0; i < stale.length; i += ROWS_PER_INSERT) {
    const chunk = stale.slice(i, i + ROWS_PER_INSERT).map((r) => r.id);
    const rows = await tx.query<{ id: string; seq: number; data: string }>(
      `SELECT id, seq, data FROM sync_records WHERE space_id = $1 AND id IN (${placeholders(2, chunk.length)})`,
      [space, ...chunk],
    );
    for (const r of rows) found.set(r.id, { seq: Number(r.seq), data: r.data });
  }
  return stale.map((r) => ({
    id: r.id,
    seq: found.get(r.id)?.seq ?? 0,
    data: found.get(r.id)?.data ?? null,
  }));
}
