import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { createRequire } from 'node:module';
import type * as Ws from 'ws';
import type { WebSocket } from 'ws';
import {
  HEARTBEAT_MS,
  MAX_FRAME_BYTES,
  SOCKET_BURST_PER_ADDRESS,
  SOCKETS_PER_ADDRESS,
  SOCKETS_PER_SECOND_PER_ADDRESS,
  TOGETHER_PATH,
} from '../../shared/together/limits.ts';
import { KeyedLimiter } from '../sync/rate-limit.ts';
import { refuseUpgrade, SocketsByAddress } from '../upgrades.ts';
import { createHub, type Hub, type HubOptions } from './hub.ts';
import { createSession } from './session.ts';

// Node's own require: `npm run dev` loads the server through Vite, which cannot evaluate ws's
// CommonJS build (as server/upstream/shared-store.ts says of ioredis).
const { WebSocketServer } = createRequire(import.meta.url)('ws') as typeof Ws;

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

export interface TogetherOptions extends HubOptions {
  /** The client's address (server/sync/sync-env.ts's `clientAddress`, with TRUST_PROXY). */
  addressOf?: (request: IncomingMessage) => string;
  /** Room sockets per address: open at once, and opened in a burst then a second. */
  perAddress?: { open: number; burst: number; perSecond: number };
}

/**
 * Rooms over WebSocket: `handleUpgrade` takes the upgrades of `/api/together` (and answers
 * false for any other path, which is another handler's), and every socket is pinged; one that
 * has not answered by the next ping is closed, and its member may come back within the resume
 * window. One address opens and holds a bounded number of sockets (429 past it), so no one
 * client holds the process's connections. Nothing here is logged: the room id is the room's
 * only secret.
 */
export function createTogether(options: TogetherOptions = {}): TogetherServer {
  const {
    addressOf = (request) => request.socket.remoteAddress ?? 'unknown',
    perAddress: {
      open = SOCKETS_PER_ADDRESS,
      burst = SOCKET_BURST_PER_ADDRESS,
      perSecond = SOCKETS_PER_SECOND_PER_ADDRESS,
    } = {},
  } = options;
  const hub = createHub(options);
  const sockets = new SocketsByAddress(new KeyedLimiter(perSecond, burst, options.now), open);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  const alive = new WeakMap<WebSocket, boolean>();

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    if (pathOf(req.url) !== TOGETHER_PATH) return false;
    if (!sameOrigin(req)) {
      refuseUpgrade(socket, 403);
      return true;
    }
    const address = addressOf(req);
    if (!sockets.refused(address, socket)) {
      wss.handleUpgrade(req, socket, head, (ws) => connect(ws, address));
    }
    return true;
  }

  function connect(ws: WebSocket, address: string) {
    alive.set(ws, true);
    sockets.opened(address);
    const link = {
      send: (text: string) => {
        if (ws.readyState === ws.OPEN) ws.send(text);
      },
      close: (code: number) => ws.close(code),
    };
    const session = createSession(hub, link, options.now, address);
    ws.on('message', (data, binary) =>
      session.receive(
        Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer),
        binary,
      ),
    );
    ws.on('pong', () => alive.set(ws, true));
    ws.on('close', () => {
      sockets.closed(address);
      session.closed();
    });
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
  return { hub, handleUpgrade, close };
}

export interface TogetherServer {
  hub: Hub;
  /** Takes an upgrade of /api/together (true), or leaves another path alone (false). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Ends every room and closes every room socket (the server is stopping). */
  close(): Promise<void>;
}
