import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pollHeads, postgresBus } from './change-bus.ts';
import { openPostgres } from './postgres-driver.ts';
import { startPostgres, type TestPostgres } from '../test/postgres.ts';
import type { SpaceHead } from './store-types.ts';

describe('PostgreSQL LISTEN/NOTIFY', () => {
  let server: TestPostgres;
  beforeAll(async () => {
    server = await startPostgres();
  }, 60_000);
  afterAll(() => server.stop());

  it('carries changes between connections, and listens again after losing its connection', async () => {
    const url = await server.newDatabase();
    const [one, two] = [openPostgres(url), openPostgres(url)];
    const heard: [string, SpaceHead | null][] = [];
    const bus = await postgresBus(two, (space, head) => heard.push([space, head]));
    const sender = await postgresBus(one, () => undefined);
    sender.publish('space-1', { epoch: 'e1', seq: 3 });
    sender.publish('space-1', null);
    // Each publish takes a connection of the pool: the two may arrive in either order.
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual(
      expect.arrayContaining([
        ['space-1', { epoch: 'e1', seq: 3 }],
        ['space-1', null],
      ]),
    );

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %' AND pid <> pg_backend_pid()",
    );
    await admin.end();
    await vi.waitFor(
      () => {
        sender.publish('space-2', { epoch: 'e2', seq: 1 });
        expect(heard.some(([space]) => space === 'space-2')).toBe(true);
      },
      { timeout: 10_000, interval: 300 },
    );
    await Promise.all([bus.close(), sender.close()]);
    await Promise.all([one.close(), two.close()]);
  }, 30_000);
});

describe('pollHeads', () => {
  it('reads heads only when the marker moved, and reports spaces gone as deleted', async () => {
    vi.useFakeTimers();
    let marker = 1;
    const heads = vi.fn(
      async (spaces: string[]) => new Map(spaces.slice(1).map((s) => [s, { epoch: 'e', seq: 2 }])),
    );
    const heard: [string, SpaceHead | null][] = [];
    const stop = pollHeads({
      intervalMs: 100,
      marker: () => marker,
      watched: () => ['gone', 'kept'],
      heads,
      listener: (space, head) => heard.push([space, head]),
    });
    await vi.advanceTimersByTimeAsync(350);
    expect(heads).not.toHaveBeenCalled();
    marker = 2;
    await vi.advanceTimersByTimeAsync(100);
    expect(heads).toHaveBeenCalledTimes(1);
    expect(heard).toEqual([
      ['gone', null],
      ['kept', { epoch: 'e', seq: 2 }],
    ]);
    stop();
    vi.useRealTimers();
  });
});
