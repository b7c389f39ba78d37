import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { offlineCatalogRoutes } from '../catalog/offline/routes.ts';

/**
 * A misbehaving upstream for the fault suite and the app-under-faults e2e. Healthy, it answers
 * catalogue paths with the offline catalogue (real-shaped TMDB JSON) and music paths (under
 * /music) with a small JioSaavn-shaped body. Each scenario breaks it in one way.
 */
export const SCENARIOS = [
  'ok',
  'slow',
  'error-500',
  'rate-limited',
  'html',
  'truncated',
  'reset',
  'huge',
  'large',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

export interface StandIn {
  url: string;
  scenario: Scenario;
  /** Requests received since the last reset (the control path is not counted). */
  calls: number;
  slowMs: number;
  retryAfterS: number;
  close(): Promise<void>;
}

const HUGE_BYTES = 50 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

function sendHuge(res: ServerResponse) {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': HUGE_BYTES });
  res.write('{"blob":"');
  let sent = 9;
  const pump = () => {
    while (sent < HUGE_BYTES - 2 && !res.destroyed) {
      const size = Math.min(CHUNK.length, HUGE_BYTES - 2 - sent);
      sent += size;
      if (!res.write(size === CHUNK.length ? CHUNK : CHUNK.subarray(0, size))) {
        res.once('drain', pump);
        return;
      }
    }
    if (!res.destroyed) res.end('"}');
  };
  pump();
}

/**
 * A valid answer of ~4.5 MB: what a live upstream's largest lists look like to the caches
 * (thousands of small objects, not one long string). Made once, so the stand-in, which shares
 * the test's event loop, does not slow the test's own measurements.
 */
const LARGE_BODY = Buffer.from(
  JSON.stringify({
    success: true,
    data: {
      results: Array.from({ length: 33_000 }, (_, i) => ({
        id: `song${i}`,
        name: `A song title number ${i}`,
        album: { id: `album${i % 500}`, name: `Album ${i % 500}` },
        url: `https://media.example/${i}.mp4`,
      })),
    },
  }),
);

function musicBody(url: URL) {
  return { success: true, data: { query: url.searchParams.get('query'), total: 0, results: [] } };
}

export async function startFaultyUpstream(): Promise<StandIn> {
  const catalog = getRequestListener(offlineCatalogRoutes().fetch);
  const state = { scenario: 'ok' as Scenario, calls: 0, slowMs: 3000, retryAfterS: 30 };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    // Control path for the e2e, which cannot reach the test process: POST /__scenario/<name>.
    const control = /^\/__scenario\/([\w-]+)$/.exec(url.pathname);
    if (control && (SCENARIOS as readonly string[]).includes(control[1]!)) {
      state.scenario = control[1] as Scenario;
      res.writeHead(204).end();
      return;
    }
    // Images stay healthy: the faults are about the JSON API.
    if (url.pathname.startsWith('/images/')) return void catalog(req, res);
    state.calls += 1;
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res
        .writeHead(status, { 'Content-Type': 'application/json', ...headers })
        .end(JSON.stringify(body));
    switch (state.scenario) {
      case 'slow':
        setTimeout(() => {
          if (!res.destroyed) json(200, { late: true });
        }, state.slowMs);
        return;
      case 'error-500':
        return void json(500, { status_code: 11, status_message: 'Internal error.' });
      case 'rate-limited':
        return void json(429, { status_code: 25 }, { 'Retry-After': String(state.retryAfterS) });
      case 'html':
        res
          .writeHead(200, { 'Content-Type': 'text/html' })
          .end('<html><body>Sign in to Wi-Fi</body></html>');
        return;
      case 'truncated':
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end('{"page":1,"results":[{"id":');
        return;
      case 'reset':
        req.socket.destroy();
        return;
      case 'huge':
        return sendHuge(res);
      case 'large':
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(LARGE_BODY);
        return;
      default:
        if (url.pathname.startsWith('/music/')) return void json(200, musicBody(url));
        return void catalog(req, res);
    }
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
