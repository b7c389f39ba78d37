import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../test/redis.ts';
import { load, startServer, type ServerProcess } from './harness.ts';
import { startFaultyUpstream, type StandIn } from './stand-in.ts';

/** Two server processes sharing a real redis-server, as two instances behind a balancer. */
let redis: TestRedis;
let upstream: StandIn;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  redis = await startRedis();
  upstream = await startFaultyUpstream();
  const env = {
    TMDB_API_URL: upstream.url,
    MUSIC_API_URL: `${upstream.url}/music`,
    REDIS_URL: redis.url,
    UPSTREAM_MAX_TTL_S: '1',
    TMDB_RATE_PER_S: '1000',
  };
  servers = await Promise.all([startServer(env), startServer(env)]);
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await upstream?.close();
  await redis?.kill();
});

describe('two server processes sharing Redis', () => {
  it('make one upstream call for 200 simultaneous misses', async () => {
    upstream.calls = 0;
    const path = '/api/catalog/movie/popular?page=42';
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => fetch(servers[i % 2]!.origin + path)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(200));
    expect(upstream.calls).toBe(1);
  });

  it('lose no request when Redis is killed mid-run, and log it once per process', async () => {
    const paths = Array.from({ length: 4 }, (_, i) => `/api/catalog/movie/popular?page=${i + 1}`);
    setTimeout(() => void redis.kill(), 1000);
    const reports = await Promise.all(
      servers.map((server) => load(server, paths, { connections: 100, durationS: 3 })),
    );
    for (const [i, report] of reports.entries()) {
      expect(report.errors).toBe(0);
      expect(report.answers.length).toBeGreaterThan(0);
      expect(report.answers.filter((a) => a.status !== 200)).toEqual([]);
      expect(servers[i]!.output().match(/Redis at .* is unavailable/g)).toHaveLength(1);
    }
  });
});
