import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { startStandIn } from '../server/upstream/testing.ts';
import { liveMusicRoutes } from '../server/music/live-routes.ts';
import { median } from './stats.ts';
import type { MusicStreamResult } from './results-types.ts';

/**
 * Issue "hi-fi music" budgets for the same-origin audio route, against local stand-ins: the
 * music API (`/songs/{id}`) and a media host that streams generated audio without holding it.
 *
 * - time to first byte of `/api/music/stream/{id}` through the proxy, over loopback (median and
 *   worst of `TTFB_REQUESTS` sequential requests, each a new song id so no cache answers);
 * - the process's RSS while `STREAMS` listeners play at once, each reading slowly (as an audio
 *   element does), against RSS before: flat means the route passes bytes on, never buffers files.
 *
 * `npm run bench` has its rows; `node --expose-gc --import tsx bench/music-stream.ts` prints them alone.
 */
const MEDIA_HOST = 'aac.saavncdn.com';
const TTFB_REQUESTS = 40;
const STREAMS = 50;
/** Each stream's file: 8 MB, as a ~3.5 min song at 320 kbps. */
const FILE_BYTES = 8 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x55);
/** How long the 50 listeners play before RSS is read again. */
const PLAY_MS = 4000;

function mediaHost(): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    res.writeHead(200, {
      'Content-Type': 'audio/mp4',
      'Content-Length': FILE_BYTES,
      'Accept-Ranges': 'bytes',
    });
    let sent = 0;
    // Generated as it is read: the stand-in holds one 64 kB chunk, whatever the file size.
    const pump = () => {
      while (sent < FILE_BYTES) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, FILE_BYTES - sent));
        sent += piece.length;
        if (!res.write(piece)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
    req.on('close', () => res.destroy());
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

const rssMb = () => process.memoryUsage().rss / (1024 * 1024);

export async function measureMusicStream(): Promise<MusicStreamResult> {
  const media = await mediaHost();
  const api = new Hono();
  api.get('/api/songs/:id', (c) =>
    c.json({
      success: true,
      data: [
        {
          id: c.req.param('id'),
          downloadUrl: [
            { quality: '320kbps', url: `https://${MEDIA_HOST}/a/${c.req.param('id')}.mp4` },
          ],
        },
      ],
    }),
  );
  const apiServer = await startStandIn(api);
  // The internet stands in here: the media host's https address reaches the local server.
  const routedFetch: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname === MEDIA_HOST) return fetch(`${media.origin}${url.pathname}`, init);
    return fetch(input, init);
  };
  const app = new Hono();
  app.route(
    '/api/music',
    liveMusicRoutes(
      `${apiServer.url}/api`,
      '/api/music',
      routedFetch,
      {},
      {
        allowedHosts: [MEDIA_HOST],
        timeoutMs: 10_000,
        maxBytes: 64 * 1024 * 1024,
      },
    ),
  );
  const proxy = await startStandIn(app);

  const open = (id: string): Promise<{ res: IncomingMessage; ttfbMs: number }> =>
    new Promise((done, fail) => {
      const started = performance.now();
      get(`${proxy.url}/api/music/stream/${id}?quality=320kbps`, (res) => {
        res.once('data', () => undefined);
        res.once('readable', () => done({ res, ttfbMs: performance.now() - started }));
      }).on('error', fail);
    });

  try {
    const ttfb: number[] = [];
    for (let i = 0; i < TTFB_REQUESTS; i += 1) {
      const { res, ttfbMs } = await open(`ttfb${i}`);
      ttfb.push(ttfbMs);
      res.destroy();
    }

    global.gc?.();
    const rssBefore = rssMb();
    let bytes = 0;
    let peak = rssBefore;
    const listeners = await Promise.all(
      Array.from({ length: STREAMS }, (_, i) => open(`listener${i}`)),
    );
    // Each listener reads a little at a time (a playing element buffers ahead, then waits).
    for (const { res } of listeners) {
      res.pause();
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
    }
    const ticker = setInterval(() => {
      for (const { res } of listeners) {
        res.resume();
        setTimeout(() => res.pause(), 5);
      }
      peak = Math.max(peak, rssMb());
    }, 100);
    await new Promise((done) => setTimeout(done, PLAY_MS));
    clearInterval(ticker);
    for (const { res } of listeners) res.destroy();
    return {
      ttfbMedianMs: median(ttfb),
      ttfbMaxMs: Math.max(...ttfb),
      streams: STREAMS,
      rssBeforeMb: rssBefore,
      rssPeakMb: peak,
      bytesPassedMb: bytes / (1024 * 1024),
    };
  } finally {
    await proxy.close().catch(() => undefined);
    await apiServer.close().catch(() => undefined);
    media.server.closeAllConnections();
    media.server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureMusicStream();
  const round = (n: number | null) => (n === null ? 'n/a' : n.toFixed(1));
  console.log(
    `/api/music/stream TTFB over loopback: median ${round(result.ttfbMedianMs)} ms, worst ${round(result.ttfbMaxMs)} ms (${TTFB_REQUESTS} requests; budget ≤ 50 ms)`,
  );
  console.log(
    `${result.streams} streams playing for ${PLAY_MS / 1000} s: RSS ${round(result.rssBeforeMb)} → peak ${round(result.rssPeakMb)} MB while ${round(result.bytesPassedMb)} MB passed through`,
  );
  process.exit(0);
}
