import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  HEARTBEAT_MS,
  MAX_FRAME_BYTES,
  TOGETHER_PATH,
} from '../../src/features/together/protocol/limits.ts';
import { createHub, type Hub, type HubOptions } from './hub.ts';
import { createSession } from './session.ts';

/**
 * A browser always sends Origin with a WebSocket; only this site's own pages may open a room
 * socket (no other site can act in a room with a visitor's connection). Tools without a
 * browser send none.
 */
export function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

const pathOf = (url: string | undefined) => (url ?? '').split('?', 1)[0];

function refuseUpgrade(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Rooms on `server`: takes the WebSocket upgrades of `/api/together` only (other paths are left
 * to their own handlers), and pings every socket; one that has not answered by the next ping is
 * closed, and its member may come back within the resume window. Nothing here is logged: the
 * room id is the room's only secret.
 */
export function attachTogether(server: Server, options: HubOptions = {}): TogetherServer {
  const hub = createHub(options);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  const alive = new WeakMap<WebSocket, boolean>();

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathOf(req.url) !== TOGETHER_PATH) {
      // Other paths belong to other handlers; with none, Node would leave the socket open.
      if (server.listenerCount('upgrade') === 1) refuseUpgrade(socket, '404 Not Found');
      return;
    }
    if (!sameOrigin(req)) return refuseUpgrade(socket, '403 Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => connect(ws));
  });

  function connect(ws: WebSocket) {
    alive.set(ws, true);
    const session = createSession(hub, {
      send: (text) => {
        if (ws.readyState === ws.OPEN) ws.send(text);
      },
      close: (code) => ws.close(code),
    });
    ws.on('message', (data, binary) =>
      session.receive(
        Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer),
        binary,
      ),
    );
    ws.on('pong', () => alive.set(ws, true));
    ws.on('close', () => session.closed());
    ws.on('error', () => ws.terminate());
  }

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      clearInterval(heartbeat);
      // Rooms live in memory: they end with the process, and their members are told so.
      await hub.close();
      for (const ws of wss.clients) ws.close(1001);
      setTimeout(() => wss.clients.forEach((ws) => ws.terminate()), 1000).unref();
    })();
    return closing;
  };
  server.once('close', () => void close());
  return { hub, close };
}

export interface TogetherServer {
  hub: Hub;
  /** Ends every room and closes every room socket (the server is stopping). */
  close(): Promise<void>;
}
