import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { TOGETHER_PATH } from '../../shared/together/limits.ts';
import { connectionsLeft, LEAVES, rawUpgrade, uncaughtDuring } from '../test/raw-upgrade.ts';
import { startRedis, type TestRedis } from '../test/redis.ts';
import { createTogether, type TogetherOptions, type TogetherServer } from './attach.ts';
import { createRedisBus } from './redis-bus.ts';
import type { Bus } from './bus.ts';
import { SocketMember } from '../test/together-socket.ts';
import { musicCreate } from '../test/together-members.ts';

const cleanups: (() => Promise<unknown> | void)[] = [];
/** Another handler of upgrades (as sync's is), taking `/api/sync/…`. */
const taken: string[] = [];
function others(url: string, socket: { destroy(): void }) {
  if (!url.startsWith('/api/sync/')) return false;
  taken.push(url);
  socket.destroy();
  return true;
}
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(bus: Bus | null = null, options: TogetherOptions = {}) {
  const server: Server = createServer((_req, res) => res.end('http'));
  const together: TogetherServer = createTogether({ bus, ...options });
  // As server/main.ts does: each handler takes its own path, and no one's is refused.
  server.on('upgrade', (req, socket, head) => {
    if (!together.handleUpgrade(req, socket, head) && !others(req.url ?? '', socket)) {
      socket.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(async () => {
    await together.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { url: `ws://127.0.0.1:${port}/api/together`, port, server };
}

async function member(url: string, headers?: Record<string, string>) {
  const m = await SocketMember.open(url, headers);
  cleanups.push(() => m.close());
  return m;
}

describe('the /api/together socket', () => {
  it('opens rooms over a real WebSocket and answers clock pings', async () => {
    const { url } = await serve();
    const host = await member(url);
    host.send(musicCreate());
    const { room } = await host.next('welcome');
    const guest = await member(url);
    guest.send({ t: 'join', room, name: 'Ben' });
    await guest.next('welcome');
    guest.send({ t: 'time', c: 5 });
    const pong = await guest.next('time');
    expect(Math.abs(pong.s - Date.now())).toBeLessThan(1000);
  });

  it('refuses sockets from other sites and leaves other paths to their owners', async () => {
    const { url, port } = await serve();
    await expect(SocketMember.open(url, { Origin: 'https://evil.example' })).rejects.toThrow(
      'HTTP 403',
    );
    await member(url, { Origin: `http://127.0.0.1:${port}` });
    const other = new WebSocket(`ws://127.0.0.1:${port}/api/sync/x`);
    await new Promise((resolve) => other.once('error', resolve));
    expect(taken).toEqual(['/api/sync/x']);
  });

  it('closes a socket that sends a frame far past the limit, and the room goes on', async () => {
    const { url } = await serve();
    const host = await member(url);
    host.send(musicCreate());
    const { room } = await host.next('welcome');
    const guest = await member(url);
    guest.send({ t: 'join', room, name: 'Ben' });
    await guest.next('welcome');
    const closed = guest.closed();
    const offline = host.next('state', (m) => m.state.members[1]?.online === false);
    guest.send('x'.repeat(20_000));
    expect(await closed).toBe(1009);
    expect((await offline).state.members).toHaveLength(2);
  });
});

describe('room sockets of one address', () => {
  /** Addresses named by a header, as X-Forwarded-For names them behind a proxy. */
  const byHeader = {
    addressOf: (req: { headers: Record<string, unknown> }) => String(req.headers['x-address']),
  };
  const from = (address: string) => ({ 'X-Address': address });

  it('are held open a few at a time, and a closed one makes way', async () => {
    const { url } = await serve(null, {
      ...byHeader,
      perAddress: { open: 2, burst: 100, perSecond: 100 },
    });
    const first = await member(url, from('a'));
    await member(url, from('a'));
    await expect(SocketMember.open(url, from('a'))).rejects.toThrow('HTTP 429');
    await member(url, from('b'));
    const closed = first.closed();
    first.close();
    await closed;
    await vi.waitFor(() => member(url, from('a')));
  });

  it('are opened in a burst, then at a rate', async () => {
    const { url } = await serve(null, {
      ...byHeader,
      perAddress: { open: 100, burst: 2, perSecond: 0.01 },
    });
    await member(url, from('a'));
    await member(url, from('a'));
    await expect(SocketMember.open(url, from('a'))).rejects.toThrow('HTTP 429');
    await member(url, from('b'));
  });

  it('open rooms a few at a time, counted by the address', async () => {
    const { url } = await serve(null, { ...byHeader, roomsPerAddress: 1 });
    const first = await member(url, from('a'));
    first.send(musicCreate());
    await first.next('welcome');
    const second = await member(url, from('a'));
    second.send(musicCreate());
    expect((await second.next('error')).code).toBe('rate');
    const other = await member(url, from('b'));
    other.send(musicCreate());
    await other.next('welcome');
  });
});

describe('a refused room socket', () => {
  it.each(LEAVES)(
    'neither stops the server nor stays open when the client %s',
    async (_, leave) => {
      const { port, server } = await serve();
      const errors = await uncaughtDuring(async () => {
        const answer = rawUpgrade(port, TOGETHER_PATH, leave, { Origin: 'https://evil.example' });
        expect(await answer).toBe('HTTP/1.1 403 Forbidden');
        // Each open connection counts against SERVER_MAX_CONNECTIONS.
        expect(await connectionsLeft(server)).toBe(0);
      });
      expect(errors).toEqual([]);
    },
  );
});

describe('two instances sharing rooms through Redis', () => {
  let redis: TestRedis;

  it('keeps a host on one instance and a guest on the other in one room', async () => {
    redis = await startRedis();
    cleanups.push(() => redis.kill());
    const busA = createRedisBus(redis.url);
    const busB = createRedisBus(redis.url);
    cleanups.push(
      () => busA.close(),
      () => busB.close(),
    );
    const a = await serve(busA);
    const b = await serve(busB);

    const host = await member(a.url);
    host.send(musicCreate());
    const { room, key } = await host.next('welcome');
    const guest = await member(b.url);
    guest.send({ t: 'join', room, name: 'Ben' });
    const welcome = await guest.next('welcome');
    expect(welcome.state.media).toMatchObject({ kind: 'music', title: 'Sugar Postcard' });

    const playback = { playing: true, position: 33.25, at: Date.now() };
    host.send({ t: 'playback', playback });
    expect((await guest.next('playback')).playback).toEqual(playback);

    guest.send({ t: 'react', emoji: '🔥' });
    expect((await host.next('react')).emoji).toBe('🔥');

    host.send({ t: 'remove', key, member: welcome.you });
    await guest.next('removed');
    const again = await member(b.url);
    again.send({ t: 'join', room, name: 'Ben again' });
    expect((await again.next('error')).code).toBe('not-found');
  });
});
