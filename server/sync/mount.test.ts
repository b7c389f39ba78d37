import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterEach, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { testEnv } from '../test-env.ts';
import { fakeDevice, keyFrom, viaOrigin } from '../test/sync-fake-client.ts';
import { createSyncService, type SyncService } from './service.ts';

let server: Server | null = null;
let sync: SyncService | null = null;
let dir: string | null = null;
afterEach(async () => {
  server?.close();
  await sync?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  server = sync = dir = null;
});

it('serves /api/sync in the app: never from the response cache, limited by the real client address', async () => {
  dir = await mkdtemp(join(tmpdir(), 'reelbeat-sync-app-'));
  const env = testEnv({ DATA_DIR: dir, STATIC_DIR: 'nonexistent-dist' });
  sync = createSyncService(env.sync, { limits: { addressBurst: 6, addressRatePerS: 0.001 } });
  const app = await createApp(env, { sync });
  server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const denied = await fetch(`${origin}/api/sync/space`);
  expect(denied.status).toBe(401);
  expect(denied.headers.get('content-security-policy')).toContain("connect-src 'self'");
  const phone = await fakeDevice(keyFrom(4), viaOrigin(origin));
  await phone.write(await phone.writeBody([['a', 1, 0]]));
  const first = (await (await phone.changes()).json()) as { seq: number };
  await phone.write(await phone.writeBody([['b', 2, 0]]));
  const second = (await (await phone.changes()).json()) as { seq: number };
  expect([first.seq, second.seq]).toEqual([1, 2]);
  // A body over 2 MB with its length declared is refused before it is read.
  const huge = await fetch(`${origin}/api/sync/records`, {
    method: 'POST',
    headers: phone.headers,
    body: 'x'.repeat(2 * 1024 * 1024 + 1),
  });
  expect(huge.status).toBe(413);
  // Six requests from 127.0.0.1 so far: the seventh is over the address's burst.
  const limited = await phone.changes();
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
});
