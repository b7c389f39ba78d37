import autocannon from 'autocannon';
import { median, repeat } from './stats.ts';
import type { LoadTool, ServerLoadResult } from './results-types.ts';
import { hasWrk, wrkOnce } from './wrk.ts';

export interface LoadTarget {
  name: string;
  path: string;
}

interface Sample {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

const WARM_UP_SECONDS = 1;

/**
 * wrk when it is installed (`apt-get install wrk`), else autocannon; `BENCH_LOAD_TOOL` chooses.
 * Every row names the tool that measured it, since the generator shares the machine's cores.
 */
export function loadTool(): LoadTool {
  const chosen = process.env.BENCH_LOAD_TOOL;
  if (chosen === 'wrk' || chosen === 'autocannon') return chosen;
  if (chosen) throw new Error(`BENCH_LOAD_TOOL is "wrk" or "autocannon", not "${chosen}"`);
  return hasWrk() ? 'wrk' : 'autocannon';
}

async function once(
  tool: LoadTool,
  url: string,
  connections: number,
  durationS: number,
): Promise<Sample> {
  if (tool === 'wrk') {
    const { failed, ...figures } = await wrkOnce(url, connections, durationS);
    return { ...figures, non2xx: failed };
  }
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    // A browser asks for compression; the server then sends the precompressed file.
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/** Loads one path over loopback for `runs` bounded rounds, after a warm-up request. */
export async function measureServerLoad(
  origin: string,
  target: LoadTarget,
  options: { runs: number; connections: number; durationS: number },
): Promise<ServerLoadResult> {
  const tool = loadTool();
  const base = {
    name: target.name,
    tool,
    path: target.path,
    connections: options.connections,
    reqPerSec: null,
    p50Ms: null,
    p99Ms: null,
    samples: 0,
  };
  const url = origin + target.path;
  const warm = await fetch(url);
  await warm.arrayBuffer();
  if (!warm.ok) return { ...base, unavailable: `${target.path} answered ${warm.status}` };
  // One discarded second under the same load first: the server's hot path is then compiled
  // by the JIT, so the runs measure the server, not its warm-up.
  await once(tool, url, options.connections, WARM_UP_SECONDS);
  const samples = await repeat(options.runs, () =>
    once(tool, url, options.connections, options.durationS),
  );
  const failed = samples.find((s) => s.non2xx > 0);
  if (failed) return { ...base, unavailable: `${failed.non2xx} failed responses under load` };
  return {
    ...base,
    reqPerSec: median(samples.map((s) => s.reqPerSec)),
    p50Ms: median(samples.map((s) => s.p50Ms)),
    p99Ms: median(samples.map((s) => s.p99Ms)),
    samples: samples.length,
  };
}
