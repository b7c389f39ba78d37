import { createServer, type RequestListener, type Server } from 'node:http';
import { positiveInt } from './env-number.ts';

/**
 * How long a client may take to send a request, and how many connections one process holds.
 * Node's defaults let a request trickle in for 5 minutes with no cap on connections, so a few
 * slow clients could hold a process's sockets and memory.
 */
export interface ConnectionLimits {
  /** SERVER_HEADERS_TIMEOUT_MS: the request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** SERVER_REQUEST_TIMEOUT_MS: the whole request, body included (not the answer). */
  requestTimeoutMs: number;
  /** SERVER_MAX_CONNECTIONS: open connections per process; further ones are closed at once. */
  maxConnections: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  // The largest request body is an import batch (512 kB): 30 s is ~17 kB/s.
  requestTimeoutMs: 30_000,
  maxConnections: 1000,
};

export function readConnectionLimits(env: NodeJS.ProcessEnv): ConnectionLimits {
  const d = DEFAULT_CONNECTION_LIMITS;
  const headersTimeoutMs = positiveInt(env, 'SERVER_HEADERS_TIMEOUT_MS', d.headersTimeoutMs);
  return {
    headersTimeoutMs,
    // Node requires the request limit to be at least the headers one.
    requestTimeoutMs: Math.max(
      headersTimeoutMs,
      positiveInt(env, 'SERVER_REQUEST_TIMEOUT_MS', d.requestTimeoutMs),
    ),
    maxConnections: positiveInt(env, 'SERVER_MAX_CONNECTIONS', d.maxConnections),
  };
}

/** An HTTP server that enforces the limits. */
export function createLimitedServer(limits: ConnectionLimits, listener: RequestListener): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks both timeouts on this interval (30 s by default, which would let a slow
      // client stay up to 30 s past its limit).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(limits.headersTimeoutMs / 2)),
    },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  return server;
}
