import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../test/redis.ts';
import { fakeDevice, keyFrom, viaOrigin } from '../test/sync-fake-client.ts';
import { startPostgres, type TestPostgres } from '../test/postgres.ts';
import { startServerProcess, type ServerProcess } from '../../shared/test/server-process.ts';
import { connectLive } from '../test/sync-server.ts';

let postgres: TestPostgres;
let redis: TestRedis;
let running: ServerProcess[] = [];
let dirs: string[] = [];

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([postgres?.stop(), redis?.kill()]);
});
afterEach(async () => {
  await Promise.all(running.map((p) => p.stop()));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  running = [];
  dirs = [];
});

const serve = async (env: Record<string, string>) => {
  const proc = await startServerProcess(env);
  running.push(proc);
  return proc;
};

async function stopped(proc: ServerProcess) {
  running = running.filter((p) => p !== proc);
  expect(await proc.stop()).toBe(0);
}

const SONGS = Array.from({ length: 30 }, (_, i): [string, unknown, number] => [
  `song-${i}`,
  { title: `Song ${i}` },
  0,
]);

describe('the server restarts and nothing is lost', () => {
  const cases: [string, () => Promise<Record<string, string>>][] = [
    [
      'embedded store, two workers',
      async () => {
        const dir = await mkdtemp(join(tmpdir(), 'reelbeat-sync-restart-'));
        dirs.push(dir);
        return { DATA_DIR: dir, WEB_CONCURRENCY: '2' };
      },
    ],
    [
      'PostgreSQL',
      async () => ({ DATABASE_URL: await postgres.newDatabase(), WEB_CONCURRENCY: '1' }),
    ],
  ];
  for (const [name, envOf] of cases) {
    it(
      name,
      async () => {
        const env = await envOf();
        const first = await serve(env);
        const phone = await fakeDevice(keyFrom(5), viaOrigin(first.origin));
        expect((await phone.write(await phone.writeBody(SONGS))).status).toBe(200);
        await stopped(first);

        const second = await serve(env);
        const laptop = await fakeDevice(keyFrom(5), viaOrigin(second.origin));
        const page = (await (await laptop.changes(0)).json()) as {
          seq: number;
          records: { data: string }[];
        };
        expect(page.seq).toBe(SONGS.length);
        const titles = await Promise.all(page.records.map((r) => laptop.decrypt(r.data)));
        expect(titles).toEqual(SONGS.map(([, value]) => value));
      },
      // Two server starts, one after the other (server/test/sync-server.ts).
      150_000,
    );
  }
});

describe('two instances on one PostgreSQL', () => {
  const buses: [string, () => Record<string, string>][] = [
    ['with Redis', () => ({ REDIS_URL: redis.url })],
    ['with LISTEN/NOTIFY (no Redis)', () => ({})],
  ];
  for (const [name, busEnv] of buses) {
    it(`carry a change written through one to a device connected to the other, ${name}`, async () => {
      const env = { DATABASE_URL: await postgres.newDatabase(), WEB_CONCURRENCY: '1', ...busEnv() };
      const [one, two] = await Promise.all([serve(env), serve(env)]);
      const phone = await fakeDevice(keyFrom(6), viaOrigin(one.origin));
      await phone.write(await phone.writeBody([['a', 0, 0]]));
      const laptop = await fakeDevice(keyFrom(6), viaOrigin(two.origin));
      const live = await connectLive(two.origin, laptop.auth);
      await live.next((m) => m.type === 'ready');
      // Three in a row, each well under the 5 s safety poll: the bus carries them.
      for (let seq = 2; seq <= 4; seq += 1) {
        const sent = performance.now();
        expect((await phone.write(await phone.writeBody([[`r${seq}`, seq, 0]]))).status).toBe(200);
        const arrived = await live.next((m) => m.type === 'changed' && m.seq === seq);
        expect(arrived - sent).toBeLessThan(1000);
      }
      const page = (await (await laptop.changes(1)).json()) as { records: { data: string }[] };
      expect(await Promise.all(page.records.map((r) => laptop.decrypt(r.data)))).toEqual([2, 3, 4]);
    }, 90_000);
  }
});
