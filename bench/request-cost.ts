import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { perRequestUs, withCpuUsage, type CpuUsage } from './cpu-usage.ts';
import type { ServerLoadResult } from './results-types.ts';
import { measureServerLoad, type LoadTarget } from './server-load.ts';

/** CPU per cached catalogue request: the real server against a bare `node:http` server. */
export interface RequestCostResult {
  /** CPU-µs per request of the real server's process tree (one process). */
  serverUs: number | null;
  /** The same for the bare server answering the same bytes, same load, same run. */
  bareUs: number | null;
  /** serverUs ÷ bareUs. */
  ratio: number | null;
  bare: ServerLoadResult;
  bareCpu: CpuUsage | null;
  unavailable?: string;
}

/** Headers that belong to one connection or moment, not to the answer. */
const PER_CONNECTION = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding']);

/** The answer's exact bytes and headers, asked for as the load generator asks (compressed). */
function record(
  url: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value === undefined || PER_CONNECTION.has(name)) continue;
          headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        const body = Buffer.concat(chunks).toString('base64');
        resolve({ status: response.statusCode ?? 0, headers, body });
      });
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function startBare(answerFile: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts', answerFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited ${code}`)));
    child.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim())));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The bare server answering what `origin` answered for `target`, loaded as the real server was;
 * `serverCpu` is the real server's usage under that load (one process, same run).
 */
export async function measureRequestCost(
  origin: string,
  target: LoadTarget,
  serverCpu: CpuUsage | null,
  options: { runs: number; connections: number; durationS: number },
): Promise<RequestCostResult> {
  const dir = await mkdtemp(join(tmpdir(), 'reelbeat-bare-'));
  const file = join(dir, 'answer.json');
  const base = { serverUs: null, bareUs: null, ratio: null, bareCpu: null };
  try {
    await writeFile(file, JSON.stringify(await record(origin + target.path)));
    const bare = await startBare(file);
    try {
      const { result, usage } = await withCpuUsage(
        bare.pid,
        () => measureServerLoad(bare.origin, target, options),
        (load) => load.reqPerSec,
      );
      const serverUs = serverCpu ? (perRequestUs(serverCpu)?.serverUs ?? null) : null;
      const bareUs = usage ? (perRequestUs(usage)?.serverUs ?? null) : null;
      const ratio = serverUs !== null && bareUs ? serverUs / bareUs : null;
      return { serverUs, bareUs, ratio, bare: result, bareCpu: usage };
    } finally {
      await bare.stop();
    }
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0]!;
    const bare = {
      ...target,
      connections: options.connections,
      reqPerSec: null,
      p50Ms: null,
      p99Ms: null,
      samples: 0,
    };
    return { ...base, bare, unavailable: reason };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
