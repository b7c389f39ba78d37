import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionsLeft, rawUpgrade, uncaughtDuring, upgradeRequest } from './test/raw-upgrade.ts';
import { routeUpgrades } from './upgrades.ts';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

/** A server whose upgrades go through `routeUpgrades`, as server/main.ts wires them. */
async function serve(...handlers: Parameters<typeof routeUpgrades>) {
  server = createServer((_req, res) => res.end('http'));
  server.on('upgrade', routeUpgrades(...handlers));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('the server’s upgrades', () => {
  it('go to the handler that takes their path; an upgrade no one takes is dropped', async () => {
    const taken: string[] = [];
    const port = await serve((req, socket) => {
      if (req.url !== '/mine') return false;
      taken.push(req.url);
      socket.end('HTTP/1.1 418 Teapot\r\nConnection: close\r\n\r\n');
      return true;
    });
    expect(await rawUpgrade(port, '/mine', () => undefined)).toBe('HTTP/1.1 418 Teapot');
    await expect(rawUpgrade(port, '/other', () => undefined)).rejects.toThrow('no answer');
    expect(taken).toEqual(['/mine']);
    expect(await connectionsLeft(server!)).toBe(0);
  });

  it('survive a client that resets while a handler still holds its socket', async () => {
    let held: (socket: Duplex) => void = () => undefined;
    const holding = new Promise<Duplex>((resolve) => (held = resolve));
    const port = await serve((_req, socket) => {
      held(socket);
      return true;
    });
    const errors = await uncaughtDuring(async () => {
      const client = connect(port, '127.0.0.1', () => client.write(upgradeRequest(port, '/slow')));
      client.on('error', () => undefined);
      const socket = await holding;
      client.resetAndDestroy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The handler answers late, to a client that has gone.
      socket.write('HTTP/1.1 101 Switching Protocols\r\n\r\n');
      expect(await connectionsLeft(server!)).toBe(0);
    });
    expect(errors).toEqual([]);
  });
});
