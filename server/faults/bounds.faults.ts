import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './harness.ts';
import { startFaultyUpstream, type StandIn } from './stand-in.ts';

/**
 * What anyone can make the server hold: distinct query strings whose answers are large. Every
 * cache is bounded in bytes and large answers are passed on without being kept, so memory
 * stays under the ceiling and /healthz keeps answering. (That compressing them leaves the event
 * loop free is measured without the noise of load: server/response-cache-bounds.test.ts.)
 */
/**
 * Room for every cache full above the idle process, and for the eight large answers in flight
 * (each read, parsed, written again and compressed) with the garbage they leave until the next
 * collection: the peak read 347–413 MB in six runs of this file (docs/benchmarks.md). Caches
 * that kept the answers took the process to 1.66 GB.
 */
const RSS_CEILING_MB = 480;
let upstream: StandIn;
let server: ServerProcess;

beforeAll(async () => {
  upstream = await startFaultyUpstream();
  upstream.scenario = 'large';
  server = await startServer({
    TMDB_API_URL: upstream.url,
    MUSIC_API_URL: `${upstream.url}/music`,
    UPSTREAM_TIMEOUT_MS: '10000',
    TMDB_RATE_PER_S: '1000',
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

interface Sample {
  rssMb: number;
  healthChecks: number;
}

/** Samples RSS and checks /healthz until `done` resolves. */
async function watch(done: Promise<unknown>): Promise<Sample> {
  const sample: Sample = { rssMb: server.rssMb(), healthChecks: 0 };
  let running = true;
  void done.finally(() => (running = false));
  while (running) {
    sample.rssMb = Math.max(sample.rssMb, server.rssMb());
    const response = await fetch(`${server.origin}/healthz`, { signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(200);
    await response.text();
    sample.healthChecks += 1;
    await new Promise((r) => setTimeout(r, 100));
  }
  return sample;
}

describe('large answers for distinct query strings', () => {
  it('keep the process under its memory ceiling and /healthz answering', async () => {
    const total = 160;
    const concurrency = 8;
    let next = 0;
    const statuses: number[] = [];
    const worker = async () => {
      while (next < total) {
        const n = next++;
        const path =
          n % 2 === 0
            ? `/api/music/search/songs?query=large${n}`
            : `/api/catalog/search/multi?query=large${n}`;
        const response = await fetch(server.origin + path, {
          headers: { 'Accept-Encoding': 'gzip, br' },
          signal: AbortSignal.timeout(20_000),
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    };
    const requests = Promise.all(Array.from({ length: concurrency }, worker));
    const sample = await watch(requests);
    await requests;

    expect(server.alive()).toBe(true);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(sample.rssMb, 'peak RSS in MB').toBeLessThan(RSS_CEILING_MB);
    // Every health check was answered (within 5 s) while the large bodies went through.
    expect(sample.healthChecks).toBeGreaterThan(0);
  }, 120_000);
});
