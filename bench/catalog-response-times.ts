/**
 * Response times of /api/catalog, in-process through app.request (no sockets between the
 * browser side and the app): `npx tsx bench/catalog-response-times.ts`. Prints medians of 100 runs.
 */
import { Hono } from 'hono';
import { createApp } from '../server/app.ts';
import { readServerEnv } from '../server/env.ts';
import { startStandIn } from '../server/upstream/testing.ts';

async function median(label: string, run: () => Response | Promise<Response>, n = 100) {
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    const response = await run();
    await response.arrayBuffer();
    times.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status}`);
  }
  times.sort((a, b) => a - b);
  const mid = times[Math.floor(n / 2)] ?? 0;
  console.log(
    `${label.padEnd(44)} median ${mid.toFixed(3)} ms  (min ${times[0]?.toFixed(3)}, max ${times[n - 1]?.toFixed(3)})`,
  );
}

const startup = performance.now();
const offline = await createApp(readServerEnv({}), { serveStatic: false });
console.log(`offline catalogue start-up ${(performance.now() - startup).toFixed(0)} ms`);
await median('offline details (movie, all appended blocks)', () =>
  offline.request(
    '/api/catalog/movie/497936?append_to_response=credits,videos,similar,external_ids',
  ),
);
await median('offline details (tv)', () =>
  offline.request('/api/catalog/tv/8001?append_to_response=credits,videos,similar,external_ids'),
);
await median('offline search/multi "the"', () =>
  offline.request('/api/catalog/search/multi?query=the'),
);
await median('offline search/multi "amelie"', () =>
  offline.request('/api/catalog/search/multi?query=amelie'),
);

const upstream = new Hono().get('*', (c) =>
  c.json({ page: 1, results: [], total_pages: 1, total_results: 0 }),
);
const standIn = await startStandIn(upstream);
const live = await createApp(
  readServerEnv({ TMDB_API_KEY: 'measure', TMDB_API_URL: standIn.url }),
  {
    serveStatic: false,
  },
);
await live.request('/api/catalog/movie/popular');
await median('live cached (local stand-in upstream)', () =>
  live.request('/api/catalog/movie/popular'),
);
await standIn.close();
