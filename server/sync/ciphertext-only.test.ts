import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDevice, type Send } from '../test/sync-fake-client.ts';
import { startPostgres, type TestPostgres } from '../test/postgres.ts';
import { createSyncService } from './service.ts';
import type { SyncEnv } from './sync-env.ts';

/** What a synced library holds in the clear: none of it may reach the server's database. */
const PHRASE =
  'ribbon velvet oxygen canyon marble lantern fossil harbor meadow quartz tundra zephyr';
const LIBRARY = [
  { id: 'tmdb-movie-603', title: 'The Matrix Reloaded Special Edition' },
  { id: 'tmdb-tv-1399', title: 'Winterfell Chronicles Marathon' },
  { id: 'saavn-song-Xq7Rz', title: 'Moonlit Harbour Serenade' },
];
const PLAYLIST = { id: 'playlist-roadtrip-2026', name: 'Roadtrip Anthems Forever' };

async function syncLibrary(env: SyncEnv) {
  const service = createSyncService(env, { log: () => undefined });
  const app = new Hono().route('/api/sync', service.routes);
  const send: Send = async (path, init) => app.request(path, init);
  // The sync key as the client would derive it from the phrase.
  const key = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(PHRASE)),
  ).slice(0, 16);
  const device = await fakeDevice(key, send);
  const records: [string, unknown, number][] = [
    ...LIBRARY.map((t): [string, unknown, number] => [t.id, { ...t, addedAt: 1 }, 0]),
    [PLAYLIST.id, PLAYLIST, 0],
    [`${PLAYLIST.id}/song/${LIBRARY[2]!.id}`, { songId: LIBRARY[2]!.id }, 0],
  ];
  expect((await device.write(await device.writeBody(records))).status).toBe(200);
  // A tombstone is a record like any other.
  const ids = await Promise.all(records.map(([id]) => device.recordId(id)));
  const [first] = ids;
  expect(
    (await device.write(await device.writeBody([[LIBRARY[0]!.id, { deleted: true }, 1]]))).status,
  ).toBe(200);
  await service.close();
  const token = device.auth.split('.')[1]!;
  const secrets = [
    PHRASE,
    ...PHRASE.split(' '),
    token,
    Buffer.from(key).toString('hex'),
    Buffer.from(key).toString('base64url'),
    ...records.map(([id]) => id),
    ...LIBRARY.map((t) => t.title),
    PLAYLIST.name,
  ];
  return { secrets, space: device.space, recordId: first! };
}

/** Case-blind, so an upper-cased copy counts too (every needle is long enough not to occur by chance). */
const found = (haystack: string, needles: string[]) =>
  needles.filter((needle) => haystack.toLowerCase().includes(needle.toLowerCase()));

describe('the server stores ciphertext only', () => {
  it('leaves no title, id, phrase, key or token in the embedded database files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'reelbeat-sync-raw-'));
    try {
      const { secrets, space, recordId } = await syncLibrary({
        dataDir: dir,
        databaseUrl: null,
        trustProxy: 0,
        liveMaxPerSpace: null,
        quotaMb: null,
      });
      const files = await readdir(dir);
      const raw = (await Promise.all(files.map((f) => readFile(join(dir, f))))).map((b) =>
        b.toString('latin1'),
      );
      const bytes = raw.join('\n');
      // The search works: what the server must store is found.
      expect(bytes).toContain(space);
      expect(bytes).toContain(recordId);
      expect(found(bytes, secrets)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  describe('on PostgreSQL', () => {
    let server: TestPostgres;
    beforeAll(async () => {
      server = await startPostgres();
    }, 60_000);
    afterAll(() => server.stop());

    it('leaves none of them in any table', async () => {
      const url = await server.newDatabase();
      const { secrets, space } = await syncLibrary({
        dataDir: '',
        databaseUrl: url,
        trustProxy: 0,
        liveMaxPerSpace: null,
        quotaMb: null,
      });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows: tables } = await client.query<{ name: string }>(
        "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
      );
      let dump = '';
      for (const { name } of tables) {
        const { rows } = await client.query<{ row: string }>(
          `SELECT row_to_json(t)::text AS row FROM ${name} t`,
        );
        dump += rows.map((r) => r.row).join('\n');
      }
      await client.end();
      expect(tables.map((t) => t.name).sort()).toEqual([
        'sync_migrations',
        'sync_records',
        'sync_requests',
        'sync_spaces',
      ]);
      expect(dump).toContain(space);
      expect(found(dump, secrets)).toEqual([]);
    });
  });
});
