import { afterEach, describe, expect, it } from 'vitest';
import type { SqlDriver } from '../sync/sql-driver.ts';
import { createStore } from '../sync/store.ts';
import type { RecordWrite, SpaceKey, SyncStore } from '../sync/store-types.ts';

/** Opens connections to one fresh database; `open` again is another process's connection. */
export interface FreshDatabase {
  open(): SqlDriver;
  cleanup(): Promise<void>;
}

const DAY = 24 * 60 * 60 * 1000;
const limits = { quotaBytes: 2000, idleMs: 365 * DAY, requestIdKeepMs: 30 * DAY };
const A: SpaceKey = { space: 'space-a-0123456789abcdef', tokenHash: 'a'.repeat(64) };
const B: SpaceKey = { space: 'space-b-0123456789abcdef', tokenHash: 'b'.repeat(64) };
const rec = (id: string, base: number, data = `data-of-${id}`): RecordWrite => ({ id, base, data });
let requests = 0;
const write = (store: SyncStore, key: SpaceKey, records: RecordWrite[], requestId?: string) =>
  store.write(key, { requestId: requestId ?? `request-${(requests += 1)}`, records });

/** The same behaviour from the embedded store and PostgreSQL: one suite, run on each. */
export function storeContract(name: string, fresh: () => Promise<FreshDatabase>) {
  describe(`sync store on ${name}`, () => {
    let db: FreshDatabase | null = null;
    const opened: SyncStore[] = [];
    let clock = Date.UTC(2026, 0, 1);
    let epochs = 0;
    const open = async (database: FreshDatabase) => {
      const store = await createStore(database.open(), {
        limits,
        now: () => clock,
        newEpoch: () => `epoch-${(epochs += 1)}`,
      });
      opened.push(store);
      return store;
    };
    const start = async () => {
      epochs = 0;
      return open((db = await fresh()));
    };
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close().catch(() => undefined);
      await db?.cleanup();
      db = null;
    });

    it('creates a space on its first write and numbers writes 1, 2, 3… per space', async () => {
      const store = await start();
      const first = await write(store, A, [rec('r1', 0), rec('r2', 0)]);
      expect(first).toEqual({
        kind: 'written',
        head: { epoch: 'epoch-1', seq: 2 },
        records: [
          { id: 'r1', seq: 1 },
          { id: 'r2', seq: 2 },
        ],
      });
      expect(await write(store, B, [rec('r1', 0)])).toMatchObject({ head: { seq: 1 } });
      expect(await write(store, A, [rec('r1', 1, 'new')])).toMatchObject({ head: { seq: 3 } });
      const usage = await store.usage(A);
      expect(usage).toEqual({
        epoch: 'epoch-1',
        seq: 3,
        records: 2,
        bytes: 2 + 3 + 2 + 'data-of-r2'.length,
      });
    });

    it('answers alike for a wrong token and an unknown space', async () => {
      const store = await start();
      await write(store, A, [rec('r1', 0)]);
      const wrong = { space: A.space, tokenHash: 'f'.repeat(64) };
      const unknown = { space: 'no-such-space-000000000', tokenHash: A.tokenHash };
      for (const key of [wrong, unknown]) {
        expect(await store.changes(key, 0, 10)).toBeNull();
        expect(await store.usage(key)).toBeNull();
        expect(await store.deleteSpace(key)).toBe(false);
      }
      expect(await write(store, wrong, [rec('r1', 1, 'forged')])).toEqual({ kind: 'unauthorized' });
      expect((await store.changes(A, 0, 10))?.records).toEqual([
        { id: 'r1', seq: 1, data: 'data-of-r1' },
      ]);
    });

    it('refuses a whole batch when one record changed since the client saw it', async () => {
      const store = await start();
      await write(store, A, [rec('r1', 0, 'one')]);
      await write(store, A, [rec('r1', 1, 'two')]);
      const stale = await write(store, A, [rec('r2', 0), rec('r1', 1, 'older')]);
      expect(stale).toEqual({
        kind: 'conflict',
        head: { epoch: 'epoch-1', seq: 2 },
        conflicts: [{ id: 'r1', seq: 2, data: 'two' }],
      });
      const page = await store.changes(A, 0, 10);
      expect(page?.records).toEqual([{ id: 'r1', seq: 2, data: 'two' }]);
      expect(await write(store, A, [rec('r9', 5)])).toMatchObject({
        conflicts: [{ id: 'r9', seq: 0, data: null }],
      });
    });

    it('refuses a request id it has applied, even when the records would apply', async () => {
      const store = await start();
      await write(store, A, [rec('r1', 0)], 'same-request');
      expect(await write(store, A, [rec('r2', 0)], 'same-request')).toMatchObject({
        kind: 'replayed',
      });
      expect((await store.usage(A))?.records).toBe(1);
      // Another space may use the same id: request ids are per space.
      expect(await write(store, B, [rec('r1', 0)], 'same-request')).toMatchObject({
        kind: 'written',
      });
    });

    it('pages changes by sequence, each record once at its latest version', async () => {
      const store = await start();
      await write(store, A, [rec('r1', 0), rec('r2', 0), rec('r3', 0)]);
      await write(store, A, [rec('r1', 1, 'r1-again')]);
      const first = await store.changes(A, 0, 2);
      expect(first).toMatchObject({ more: true, next: 3, head: { seq: 4 } });
      expect(first?.records.map((r) => r.id)).toEqual(['r2', 'r3']);
      const second = await store.changes(A, first!.next, 2);
      expect(second).toMatchObject({ more: false, next: 4 });
      expect(second?.records).toEqual([{ id: 'r1', seq: 4, data: 'r1-again' }]);
      expect(await store.changes(A, 4, 2)).toMatchObject({ records: [], more: false, next: 4 });
    });

    it('keeps a space within its quota, and lets it replace records with smaller ones', async () => {
      const store = await start();
      await write(store, A, [rec('big', 0, 'x'.repeat(1500))]);
      const over = await write(store, A, [rec('more', 0, 'y'.repeat(600))]);
      expect(over).toEqual({ kind: 'quota', usedBytes: 1503, neededBytes: 1503 + 4 + 600 });
      expect((await store.usage(A))?.records).toBe(1);
      expect(await write(store, A, [rec('big', 1, 'small')])).toMatchObject({ kind: 'written' });
      expect((await store.usage(A))?.bytes).toBe(3 + 5);
    });

    it('deletes a space with everything in it; writing again starts a new epoch', async () => {
      const store = await start();
      await write(store, A, [rec('r1', 0)], 'req-before');
      await write(store, B, [rec('r1', 0)]);
      expect(await store.deleteSpace(A)).toBe(true);
      expect(await store.usage(A)).toBeNull();
      expect((await store.heads([A.space, B.space])).has(A.space)).toBe(false);
      const again = await write(store, A, [rec('r2', 0)], 'req-before');
      expect(again).toMatchObject({ kind: 'written', head: { epoch: 'epoch-3', seq: 1 } });
      expect((await store.changes(A, 0, 10))?.records.map((r) => r.id)).toEqual(['r2']);
      expect((await store.usage(B))?.records).toBe(1);
    });

    it('removes spaces idle for a year and forgets old request ids', async () => {
      const store = await start();
      await write(store, A, [rec('r1', 0)], 'old-request');
      await write(store, B, [rec('r1', 0)]);
      clock += 200 * DAY;
      await store.usage(B); // a read counts as use
      clock += 166 * DAY;
      expect(await store.sweep()).toBe(1);
      expect(await store.usage(A)).toBeNull();
      expect((await store.usage(B))?.records).toBe(1);
      expect((await store.heads([A.space])).size).toBe(0);
      const replayedLater = await write(store, B, [rec('r2', 0)], `request-${requests}`);
      expect(replayedLater).toMatchObject({ kind: 'written' });
    });

    it('lets exactly one of two connections win a race on the same record', async () => {
      const one = await start();
      const two = await open(db!);
      await write(one, A, [rec('r1', 0)]);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => write(i % 2 ? one : two, A, [rec('r1', 1, `v${i}`)])),
      );
      expect(results.filter((r) => r.kind === 'written')).toHaveLength(1);
      expect(results.filter((r) => r.kind === 'conflict')).toHaveLength(5);
      expect((await two.usage(A))?.seq).toBe(2);
    });

    it('keeps everything when the store is closed and opened again', async () => {
      const store = await start();
      await write(store, A, [rec('r1', 0), rec('r2', 0)]);
      await store.close();
      opened.splice(opened.indexOf(store), 1);
      const reopened = await open(db!);
      expect((await reopened.changes(A, 0, 10))?.records.map((r) => r.id)).toEqual(['r1', 'r2']);
      expect(await write(reopened, A, [rec('r3', 0)])).toMatchObject({ head: { seq: 3 } });
    });
  });
}
