import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * wrk (Debian's `wrk` package) as the bench's load generator. It is written in C around epoll
 * and spends a fraction of the CPU per request that autocannon (JavaScript) does. On a machine
 * with few cores the generator shares the cores with the server, so a heavy generator measures
 * itself: on this 2-core machine autocannon used about a core of its own and capped the server
 * near 15k req/s, where wrk leaves the server ~1.6 cores.
 */
export interface WrkSample {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx/3xx answers plus socket errors (connect, read, write, timeout). */
  failed: number;
}

const run = promisify(execFile);

/** True when `wrk` can be started (the bench falls back to autocannon otherwise). */
export function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary throws ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function toMs(value: string, unit: string): number {
  const scale = UNIT_MS[unit];
  if (scale === undefined) throw new Error(`wrk printed an unknown time unit "${unit}"`);
  return Number(value) * scale;
}

/** Reads the figures out of `wrk --latency` output; throws when a figure is missing. */
export function parseWrk(output: string): WrkSample {
  const percentile = (p: number) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    if (!match) throw new Error(`wrk printed no ${p}% latency (was --latency given?)`);
    return toMs(match[1]!, match[2]!);
  };
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  if (!rate) throw new Error(`wrk printed no Requests/sec: ${output.trim().split('\n')[0]}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    reqPerSec: Number(rate[1]),
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    failed: non2xx + socketErrors,
  };
}

/** One bounded wrk run: one thread, `connections` keep-alive connections, `durationS` seconds. */
export async function wrkOnce(
  url: string,
  connections: number,
  durationS: number,
): Promise<WrkSample> {
  const { stdout } = await run(
    'wrk',
    [
      '-t1',
      `-c${connections}`,
      `-d${durationS}s`,
      '--latency',
      // A browser asks for compression; the server then sends the precompressed bytes.
      '-H',
      'Accept-Encoding: br, gzip',
      url,
    ],
    { timeout: (durationS + 30) * 1000 },
  );
  return parseWrk(stdout);
}
