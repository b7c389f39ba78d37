import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, expect, it } from 'vitest';
import { fakeDevice, keyFrom } from '../test/sync-fake-client.ts';
import { createSyncService, type SyncService } from './service.ts';

let dir: string | null = null;
let service: SyncService | null = null;
afterEach(async () => {
  await service?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  service = dir = null;
});

it('answers 503 while the store cannot open, logs it once, and opens when it can', async () => {
  dir = await mkdtemp(join(tmpdir(), 'reelbeat-sync-down-'));
  const blocked = join(dir, 'store');
  await writeFile(blocked, 'a file where the folder should be');
  let clock = 0;
  const lines: string[] = [];
  service = createSyncService(
    { dataDir: blocked, databaseUrl: null, trustProxy: 0, liveMaxPerSpace: null, quotaMb: null },
    { now: () => clock, log: (line) => lines.push(line) },
  );
  const app = new Hono().route('/api/sync', service.routes);
  const phone = await fakeDevice(keyFrom(1), async (path, init) => app.request(path, init));
  for (let i = 0; i < 3; i += 1) {
    const response = await phone.write(await phone.writeBody([['a', 1, 0]]));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    clock += 3000;
  }
  expect(lines).toEqual([expect.stringMatching(/^reelbeat: the sync store could not be opened/)]);
  await rm(blocked);
  await mkdir(blocked);
  clock += 5000;
  expect((await phone.write(await phone.writeBody([['a', 1, 0]]))).status).toBe(200);
  expect(lines.at(-1)).toBe('reelbeat: the sync store is open again');
});
