import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One forced answer of a stand-in (revoked tokens, rate limits, failures, slowness). */
export interface Fault {
  status: number;
  retryAfterS?: number;
  delayMs?: number;
  body?: unknown;
}

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type StandInAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
export type Handler = (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization, trakt-api-key, trakt-api-version',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Expose-Headers': 'Retry-After, X-Pagination-Page-Count, X-Pagination-Page',
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A small HTTP server for a service's stand-in: answers CORS like the real services (both
 * allow calls from browsers), takes queued faults first (per path), then the handler.
 */
export async function serveStandIn(handler: Handler, port = 0, faults: Map<string, Fault[]>) {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = await readBody(req);
      const fault = faults.get(url.pathname)?.shift() ?? faults.get('*')?.shift();
      if (fault?.delayMs) await sleep(fault.delayMs);
      const answer =
        fault && fault.status
          ? {
              status: fault.status,
              body: fault.body ?? { error: `stand-in ${fault.status}` },
              headers: fault.retryAfterS ? { 'Retry-After': String(fault.retryAfterS) } : {},
            }
          : await handler({
              method: req.method ?? 'GET',
              path: url.pathname,
              query: url.searchParams,
              headers: req.headers,
              body,
            });
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      res.writeHead(answer.status, {
        ...CORS,
        ...(text ? { 'Content-Type': 'application/json' } : {}),
        ...answer.headers,
      });
      res.end(text);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500, CORS);
      res.end();
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
