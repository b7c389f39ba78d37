import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { createRequire } from 'node:module';
import type * as Ws from 'ws';
import { SocketsByAddress } from '../upgrades.ts';
import { parseCredential } from './credential.ts';
import type { SyncLimits } from './limits.ts';
import type { KeyedLimiter } from './rate-limit.ts';
import { helloSchema } from './schemas.ts';
import type { SpaceHead, SpaceKey } from './store-types.ts';

// Node's own require: Vite's config loader (npm run dev) cannot evaluate ws's CommonJS build.
const { WebSocketServer } = createRequire(import.meta.url)('ws') as typeof Ws;
type WebSocket = Ws.WebSocket;

export const LIVE_PATH = '/api/sync/live';

/** Close codes a client acts on (docs/sync.md, "Live"). */
export const CLOSE = {
  unauthorized: 4401,
  deleted: 4404,
  helloTimeout: 4408,
  tooMany: 4429,
  unavailable: 1013,
} as const;

interface Device {
  socket: WebSocket;
  address: string;
  space: string | null;
  epoch: string;
  seq: number;
  alive: boolean;
}

export interface LiveHubOptions {
  /** The space's head when the key is right, else null (the store's usage). */
  authenticate: (key: SpaceKey) => Promise<SpaceHead | null>;
  limits: Pick<SyncLimits, 'liveMaxPerSpace' | 'liveMaxPerAddress'>;
  perAddress: KeyedLimiter;
  addressOf: (request: IncomingMessage) => string;
  helloTimeoutMs?: number;
  heartbeatMs?: number;
}

/**
 * The live side of sync: devices connect to LIVE_PATH, send `{type:"hello",auth}` first (the
 * token never appears in a URL), and are then told each time their space's sequence moves.
 * Only positions travel here; a device pulls the records itself.
 */
export function createLiveHub(options: LiveHubOptions) {
  const { limits, helloTimeoutMs = 10_000, heartbeatMs = 30_000 } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096, perMessageDeflate: false });
  const spaces = new Map<string, Set<Device>>();
  const perAddress = new SocketsByAddress(options.perAddress, limits.liveMaxPerAddress);
  const bySocket = new WeakMap<WebSocket, Device>();

  const leave = (device: Device) => {
    perAddress.closed(device.address);
    if (!device.space) return;
    const devices = spaces.get(device.space);
    devices?.delete(device);
    if (devices?.size === 0) spaces.delete(device.space);
  };

  const hello = async (device: Device, text: string) => {
    let key: SpaceKey | null = null;
    try {
      const message = helloSchema.safeParse(JSON.parse(text));
      key = message.success ? parseCredential(message.data.auth) : null;
    } catch {
      key = null;
    }
    if (!key) return device.socket.close(CLOSE.unauthorized, 'unauthorized');
    let head: SpaceHead | null;
    try {
      head = await options.authenticate(key);
    } catch {
      return device.socket.close(CLOSE.unavailable, 'unavailable');
    }
    if (!head) return device.socket.close(CLOSE.unauthorized, 'unauthorized');
    const devices = spaces.get(key.space) ?? new Set<Device>();
    if (devices.size >= limits.liveMaxPerSpace) {
      return device.socket.close(CLOSE.tooMany, 'too many devices');
    }
    if (device.socket.readyState !== device.socket.OPEN) return;
    devices.add(device);
    spaces.set(key.space, devices);
    Object.assign(device, { space: key.space, epoch: head.epoch, seq: head.seq });
    device.socket.send(JSON.stringify({ type: 'ready', epoch: head.epoch, seq: head.seq }));
  };

  const accept = (socket: WebSocket, address: string) => {
    const device: Device = { socket, address, space: null, epoch: '', seq: 0, alive: true };
    bySocket.set(socket, device);
    perAddress.opened(address);
    const timer = setTimeout(() => socket.close(CLOSE.helloTimeout, 'no hello'), helloTimeoutMs);
    let greeted = false;
    socket.on('message', (data) => {
      if (greeted) return;
      greeted = true;
      clearTimeout(timer);
      void hello(device, String(data));
    });
    socket.on('pong', () => (device.alive = true));
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      clearTimeout(timer);
      leave(device);
    });
  };

  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      const device = bySocket.get(socket);
      if (device && !device.alive) socket.terminate();
      else if (device) {
        device.alive = false;
        socket.ping();
      }
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /** Takes the upgrade when it is for LIVE_PATH (true), else leaves it to others (false). */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      if ((request.url ?? '').split('?')[0] !== LIVE_PATH) return false;
      const address = options.addressOf(request);
      if (perAddress.refused(address, socket)) return true;
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, address));
      return true;
    },

    /** The space moved to `head`, or was deleted (null): tell its devices that lag behind. */
    notify(space: string, head: SpaceHead | null) {
      const devices = spaces.get(space);
      if (!devices) return;
      if (!head) {
        for (const device of [...devices]) {
          device.socket.send('{"type":"deleted"}');
          device.socket.close(CLOSE.deleted, 'deleted');
        }
        return;
      }
      // Encoded once for all the space's devices, sent as a text frame.
      let message: Buffer | null = null;
      for (const device of devices) {
        if (device.epoch === head.epoch && device.seq >= head.seq) continue;
        message ??= Buffer.from(JSON.stringify({ type: 'changed', ...head }));
        device.epoch = head.epoch;
        device.seq = head.seq;
        device.socket.send(message, { binary: false });
      }
    },

    /** The spaces that have a device connected here. */
    watched: () => [...spaces.keys()],

    devices: () => wss.clients.size,

    close() {
      clearInterval(heartbeat);
      for (const socket of wss.clients) socket.terminate();
      wss.close();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
