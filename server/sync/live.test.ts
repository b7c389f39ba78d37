import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDevice, keyFrom, viaOrigin } from '../test/sync-fake-client.ts';
import { CLOSE } from './live-hub.ts';
import { createSyncService, type SyncService } from './service.ts';
import { startServerProcess, type ServerProcess } from '../../shared/test/server-process.ts';
import { connectLive } from '../test/sync-server.ts';
import { connectionsLeft, LEAVES, rawUpgrade, uncaughtDuring } from '../test/raw-upgrade.ts';

let dir: string | null = null;
let service: SyncService | null = null;
let server: Server | null = null;
let processes: ServerProcess[] = [];

afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  await service?.close();
  for (const p of processes) await p.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = service = server = null;
  processes = [];
});

/** The sync service on a real HTTP server in this process, wired as server/main.ts does. */
async function startInProcess(options: Parameters<typeof createSyncService>[1] = {}) {
  dir = await mkdtemp(join(tmpdir(), 'reelbeat-sync-live-'));
  service = createSyncService(
    { dataDir: dir, databaseUrl: null, trustProxy: 0, liveMaxPerSpace: null, quotaMb: null },
    { log: () => undefined, ...options },
  );
  const app = new Hono().route('/api/sync', service.routes);
  const live = service;
  server = createServer(getRequestListener(app.fetch));
  server.on(
    'upgrade',
    (req, socket, head) => live.handleUpgrade(req, socket, head) || socket.destroy(),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('live updates', () => {
  it('tells a connected device about a change within 2 s, and a deletion', async () => {
    const origin = await startInProcess();
    const [phone, laptop] = [
      await fakeDevice(keyFrom(1), viaOrigin(origin)),
      await fakeDevice(keyFrom(1), viaOrigin(origin)),
    ];
    await phone.write(await phone.writeBody([['a', 1, 0]]));
    const live = await connectLive(origin, laptop.auth);
    await live.next((m) => m.type === 'ready' && m.seq === 1);
    const sent = performance.now();
    await phone.write(await phone.writeBody([['b', 2, 0]]));
    const arrived = await live.next((m) => m.type === 'changed' && m.seq === 2);
    expect(arrived - sent).toBeLessThan(2000);
    await fetch(`${origin}/api/sync/space`, { method: 'DELETE', headers: phone.headers });
    await live.next((m) => m.type === 'deleted');
    expect((await live.closed).code).toBe(CLOSE.deleted);
  });

  it('closes a connection whose hello is wrong, missing, or for no space', async () => {
    const origin = await startInProcess({ helloTimeoutMs: 200 });
    const stranger = await fakeDevice(keyFrom(9), viaOrigin(origin));
    expect((await (await connectLive(origin, stranger.auth)).closed).code).toBe(CLOSE.unauthorized);
    expect((await (await connectLive(origin, 'garbage')).closed).code).toBe(CLOSE.unauthorized);
    expect((await (await connectLive(origin, null)).closed).code).toBe(CLOSE.helloTimeout);
    const other = await fetch(`${origin.replace('http', 'http')}/api/sync/live`);
    expect(other.status).toBe(426);
  });

  it('caps live connections per space and per address', async () => {
    const origin = await startInProcess({ limits: { liveMaxPerSpace: 2, liveMaxPerAddress: 3 } });
    const phone = await fakeDevice(keyFrom(1), viaOrigin(origin));
    await phone.write(await phone.writeBody([['a', 1, 0]]));
    const devices = [await connectLive(origin, phone.auth), await connectLive(origin, phone.auth)];
    await Promise.all(devices.map((d) => d.next((m) => m.type === 'ready')));
    const third = await connectLive(origin, phone.auth);
    expect((await third.closed).code).toBe(CLOSE.tooMany);
    await connectLive(origin, null);
    await expect(connectLive(origin, phone.auth)).rejects.toThrow(/429/);
  });

  it.each(LEAVES)(
    'lets a refused connection go, and the server on, when the client %s',
    async (_, leave) => {
      const origin = await startInProcess({ limits: { liveMaxPerAddress: 0 } });
      const errors = await uncaughtDuring(async () => {
        const answer = rawUpgrade(Number(new URL(origin).port), '/api/sync/live', leave);
        expect(await answer).toBe('HTTP/1.1 429 Too Many Requests');
        expect(await connectionsLeft(server!)).toBe(0);
      });
      expect(errors).toEqual([]);
    },
  );

  it('reaches a device on another worker process sharing the embedded store, without Redis', async () => {
    dir = await mkdtemp(join(tmpdir(), 'reelbeat-sync-workers-'));
    const proc = await startServerProcess({ WEB_CONCURRENCY: '2', DATA_DIR: dir });
    processes.push(proc);
    const phone = await fakeDevice(keyFrom(3), viaOrigin(proc.origin));
    await phone.write(await phone.writeBody([['a', 0, 0]]));
    // Round robin puts the connections on both workers; each must hear every write.
    const devices = await Promise.all([1, 2, 3, 4].map(() => connectLive(proc.origin, phone.auth)));
    await Promise.all(devices.map((d) => d.next((m) => m.type === 'ready')));
    for (let seq = 2; seq <= 4; seq += 1) {
      const sent = performance.now();
      expect((await phone.write(await phone.writeBody([[`r${seq}`, seq, 0]]))).status).toBe(200);
      for (const device of devices) {
        const arrived = await device.next((m) => m.type === 'changed' && m.seq === seq);
        expect(arrived - sent).toBeLessThan(2000);
      }
    }
  }, 60_000);
});
