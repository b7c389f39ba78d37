import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { KeyedLimiter } from './sync/rate-limit.ts';

/** Takes an upgrade of its own path (true), or leaves it to the next handler (false). */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

// Node takes its own 'error' listener off a socket when it emits 'upgrade': from then on, an
// error nobody listens for (a client's reset) is thrown, and the process exits.
const destroyOnError = (socket: Duplex) => socket.on('error', () => socket.destroy());

/**
 * The server's 'upgrade' listener: each handler takes its own paths (sync's live socket, the
 * rooms); an upgrade no one takes is dropped.
 */
export function routeUpgrades(...handlers: UpgradeHandler[]) {
  return (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    destroyOnError(socket);
    if (!handlers.some((handle) => handle(request, socket, head))) socket.destroy();
  };
}

/**
 * Answers an upgrade with `status` and lets the connection go, as ws's own refusals do: the
 * socket is destroyed once the answer is written. Only ended, it would wait for the client's
 * end, which a client that sent anything more never delivers (nothing reads an upgraded
 * socket), and stay counted against SERVER_MAX_CONNECTIONS.
 */
export function refuseUpgrade(
  socket: Duplex,
  status: number,
  headers: Record<string, string | number> = {},
) {
  destroyOnError(socket);
  socket.once('finish', () => socket.destroy());
  const fields = { Connection: 'close', 'Content-Length': 0, ...headers };
  const lines = Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n`);
}

/**
 * The sockets of one kind (sync's live socket, the rooms') by client address: how fast an
 * address may open them (a token bucket) and how many it may hold open at once.
 */
export class SocketsByAddress {
  private readonly open = new Map<string, number>();

  constructor(
    private readonly starts: KeyedLimiter,
    private readonly maxOpen: number,
  ) {}

  /** Answers 429 when `address` opens too fast or holds too many; true when it did. */
  refused(address: string, socket: Duplex): boolean {
    const wait = this.starts.take(address);
    if (wait === 0 && (this.open.get(address) ?? 0) < this.maxOpen) return false;
    refuseUpgrade(socket, 429, { 'Retry-After': Math.max(1, Math.ceil(wait / 1000)) });
    return true;
  }

  /** A socket of `address` is open (counted from its handshake, not from the request). */
  opened(address: string) {
    this.open.set(address, (this.open.get(address) ?? 0) + 1);
  }

  closed(address: string) {
    const left = (this.open.get(address) ?? 1) - 1;
    if (left > 0) this.open.set(address, left);
    else this.open.delete(address);
  }
}
