import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './harness.ts';

/**
 * Slow clients and many connections against the real server process: a request must arrive
 * whole within its time limits, and a process takes at most SERVER_MAX_CONNECTIONS at once.
 * The limits are set low here so the suite does not wait for the defaults (10 s and 30 s).
 */
const MAX_CONNECTIONS = 20;
let server: ServerProcess;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startServer({
    TMDB_API_KEY: '',
    SERVER_HEADERS_TIMEOUT_MS: '500',
    SERVER_REQUEST_TIMEOUT_MS: '1000',
    SERVER_MAX_CONNECTIONS: String(MAX_CONNECTIONS),
  });
  port = Number(new URL(server.origin).port);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await server?.stop();
});

/** A raw connection, and what the server wrote to it until it closed it (or `waitMs` passed). */
async function open(): Promise<{ socket: Socket; closed: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  const closed = new Promise<string>((resolve) => {
    socket.once('close', () => resolve(received));
    socket.once('error', () => undefined);
  });
  return { socket, closed };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);

describe('slow clients', () => {
  it('closes a connection whose headers never finish', async () => {
    const { socket, closed } = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const answer = await within(closed, 4000);
    expect(answer).not.toBe('still open');
    expect(answer).toMatch(/^(HTTP\/1\.1 408|$)/);
  });

  it('closes a connection whose body trickles in', async () => {
    const { socket, closed } = await open();
    socket.write(
      'POST /api/catalog/match HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    // A byte every 100 ms would take 100 s to finish the body.
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 100);
    try {
      const answer = await within(closed, 5000);
      expect(answer).not.toBe('still open');
      expect(answer).toMatch(/^(HTTP\/1\.1 408|$)/);
    } finally {
      clearInterval(trickle);
    }
  });
});

describe('connection cap', () => {
  it(`takes at most ${MAX_CONNECTIONS} connections, and new ones again once some close`, async () => {
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => open()));
    // Each holds its connection with a request that is still being written.
    for (const { socket } of held) socket.write('GET /healthz HTTP/1.1\r\n');
    await new Promise((r) => setTimeout(r, 100));
    const extra = await open();
    extra.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await within(extra.closed, 3000)).toBe('');

    for (const { socket } of held) socket.destroy();
    await new Promise((r) => setTimeout(r, 200));
    const response = await fetch(`${server.origin}/healthz`);
    expect(await response.text()).toBe('ok');
  });
});
