import { availableParallelism } from 'node:os';
import { startRedis } from '../server/test/redis.ts';
import { startServer as startLiveServer } from '../server/faults/harness.ts';
import { startFaultyUpstream } from '../server/faults/stand-in.ts';
import { scalingCeiling, withCpuUsage, type CpuUsage } from './cpu-usage.ts';
import type { ServerLoadResult } from './results-types.ts';
import { pickPort, startServer } from './server-process.ts';
import { measureServerLoad, type LoadTarget } from './server-load.ts';
import { measureRequestCost, type RequestCostResult } from './request-cost.ts';

export interface CoalescingResult {
  processes: number;
  misses: number;
  upstreamCalls: number | null;
  unavailable?: string;
}

export interface ScalingResult {
  workers: number;
  single: ServerLoadResult;
  all: ServerLoadResult;
  /** Requests per second with every core over a single process, same run, same machine. */
  ratio: number | null;
  coalescing: CoalescingResult;
  /**
   * How the machine's CPU was shared during each measurement (bench/cpu-usage.ts): the server's
   * process tree against the rest, mostly the load generator. Null where /proc is missing;
   * absent from results written before it was measured.
   */
  cpu?: { single: CpuUsage | null; all: CpuUsage | null };
  /**
   * The best ratio the machine allows while the generator shares it: cores × s / (s + w), s and
   * w the CPU per request of the server and of the rest in the single-process run. Null when
   * not measured; absent from older results.
   */
  ceiling?: number | null;
  /**
   * CPU per cached catalogue request of the single process against a bare `node:http` server
   * answering the same bytes under the same load (absent from older results).
   */
  requestCost?: RequestCostResult;
}

export const SCALING_NAME = 'cached catalogue, all cores vs one process';

/**
 * The cached catalogue call at 200 connections against `npm run serve` with one worker per
 * core, then with WEB_CONCURRENCY=1, measured in the same run (the load generator shares the
 * machine, so only the ratio of the two is meaningful across machines). Each measurement also
 * records the CPU taken by the server and by the rest of the machine, and from the single-process
 * one the ceiling the generator's share puts on the ratio.
 */
export async function measureScaling(
  staticDir: string,
  ports: readonly number[],
  target: LoadTarget,
  options: { runs: number; connections: number; durationS: number },
): Promise<ScalingResult> {
  const workers = availableParallelism();
  let requestCost: RequestCostResult | undefined;
  const measure = async (concurrency: number) => {
    const server = await startServer(staticDir, await pickPort(ports), {
      WEB_CONCURRENCY: String(concurrency),
    });
    try {
      // The whole load call, warm-up included: the CPU window and the wall time are the same.
      const measured = await withCpuUsage(
        server.pid,
        () => measureServerLoad(server.origin, target, options),
        (load) => load.reqPerSec,
      );
      if (concurrency === 1) {
        requestCost = await measureRequestCost(server.origin, target, measured.usage, options);
      }
      return measured;
    } finally {
      await server.stop();
    }
  };
  const { result: all, usage: allCpu } = await measure(workers);
  const { result: single, usage: singleCpu } = await measure(1);
  const ratio =
    all.reqPerSec !== null && single.reqPerSec ? all.reqPerSec / single.reqPerSec : null;
  return {
    workers,
    single,
    all,
    ratio,
    coalescing: await measureCoalescing(),
    cpu: { single: singleCpu, all: allCpu },
    ceiling: scalingCeiling(workers, singleCpu),
    requestCost,
  };
}

/** 200 simultaneous identical misses spread over three live processes sharing one Redis. */
export async function measureCoalescing(processes = 3, misses = 200): Promise<CoalescingResult> {
  const base = { processes, misses, upstreamCalls: null };
  let redis: Awaited<ReturnType<typeof startRedis>> | null = null;
  const upstream = await startFaultyUpstream();
  const servers: Awaited<ReturnType<typeof startLiveServer>>[] = [];
  try {
    redis = await startRedis();
    const env = { TMDB_API_URL: upstream.url, REDIS_URL: redis.url, MUSIC_API_URL: '' };
    for (let i = 0; i < processes; i += 1) servers.push(await startLiveServer(env));
    upstream.calls = 0;
    const path = '/api/catalog/movie/popular?language=en&page=7';
    const answers = await Promise.all(
      Array.from({ length: misses }, (_, i) => fetch(servers[i % processes]!.origin + path)),
    );
    const failed = answers.filter((a) => a.status !== 200).length;
    if (failed > 0) return { ...base, unavailable: `${failed} of ${misses} misses failed` };
    return { ...base, upstreamCalls: upstream.calls };
  } catch (error) {
    return { ...base, unavailable: (error as Error).message.split('\n')[0]! };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await upstream.close();
    await redis?.kill();
  }
}
