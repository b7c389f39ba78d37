import { request } from 'node:http';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { fakeDevice, keyFrom, viaOrigin } from '../server/test/sync-fake-client.ts';
import { parseProcStat, ticksPerSecond } from './cpu-usage.ts';

/** The row: 1 000 devices connected live to one process. */
export const DEVICES = 1000;
/** Source addresses on loopback: each stays within the per-address live limit (200). */
const ADDRESSES = Array.from({ length: 10 }, (_, i) => `127.0.0.${10 + i}`);

export interface FanoutResult {
  devices: number;
  spaces: number;
  deliveries: number;
  missed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  rssMb: number;
  peakRssMb: number;
  /** The server's CPU time for the rounds (applying the writes and telling every device). */
  serverCpuMs: number;
  /** The machine's 1-minute load average when the rounds ended (2 cores: above 2 is queueing). */
  loadAverage: number;
}

/** Nearest-rank percentile of sorted values. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? Infinity
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

const TICK_MS = 1000 / ticksPerSecond();

/** A process's own CPU time so far (user + system), in ms. */
export async function cpuMsOf(pid: number) {
  return parseProcStat(await readFile(`/proc/${pid}/stat`, 'utf8')).ticks * TICK_MS;
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
export async function memoryOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

/** A POST from a given loopback address, so no one address carries the whole load. */
function post(
  origin: string,
  path: string,
  headers: Record<string, string>,
  body: string,
  from: string,
) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      `${origin}${path}`,
      { method: 'POST', headers, localAddress: from },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

/**
 * DEVICES live connections over `spaces` spaces; each round writes one change to every space at
 * once and times, for each device, the wait from its space's write leaving to `changed`
 * arriving. One space is the row (one change, every device); several spaces add the
 * work of applying that many writes at once.
 */
export async function measureFanout(
  origin: string,
  pid: number,
  { spaces: SPACES, rounds: ROUNDS }: { spaces: number; rounds: number },
): Promise<FanoutResult> {
  const spaces = await Promise.all(
    Array.from({ length: SPACES }, (_, i) => fakeDevice(keyFrom(1000 + i), viaOrigin(origin))),
  );
  for (const [i, space] of spaces.entries()) {
    const status = await post(
      origin,
      '/api/sync/records',
      space.headers,
      await space.writeBody([['seed', 0, 0]]),
      ADDRESSES[i % ADDRESSES.length]!,
    );
    if (status !== 200) throw new Error(`seeding a space answered ${status}`);
  }
  const arrivals = new Map<string, number>();
  const sockets: WebSocket[] = [];
  log(`connecting ${DEVICES} devices`);
  for (let i = 0; i < DEVICES; i += 100) {
    await Promise.all(
      Array.from({ length: 100 }, (_, j) => {
        const n = i + j;
        const space = spaces[n % SPACES]!;
        return new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/sync/live`, {
            localAddress: ADDRESSES[n % ADDRESSES.length],
          });
          sockets.push(socket);
          socket.once('error', reject);
          socket.once('open', () =>
            socket.send(JSON.stringify({ type: 'hello', auth: space.auth })),
          );
          socket.on('message', (data) => {
            const message = JSON.parse(String(data)) as { type: string; seq: number };
            if (message.type === 'ready') resolve();
            else if (message.type === 'changed')
              arrivals.set(`${n}:${message.seq}`, performance.now());
          });
        });
      }),
    );
  }
  const waits: number[] = [];
  let missed = 0;
  const cpuBefore = await cpuMsOf(pid);
  for (let round = 0; round < ROUNDS; round += 1) {
    const seq = round + 2;
    const bodies = await Promise.all(
      spaces.map((s) => s.writeBody([[`round-${round}`, round, 0]])),
    );
    const sent = new Array<number>(SPACES);
    await Promise.all(
      spaces.map((space, i) => {
        sent[i] = performance.now();
        return post(
          origin,
          '/api/sync/records',
          space.headers,
          bodies[i]!,
          ADDRESSES[i % ADDRESSES.length]!,
        );
      }),
    );
    const deadline = performance.now() + 5000;
    while (performance.now() < deadline) {
      let all = true;
      for (let n = 0; n < DEVICES && all; n += 1) all = arrivals.has(`${n}:${seq}`);
      if (all) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    for (let n = 0; n < DEVICES; n += 1) {
      const at = arrivals.get(`${n}:${seq}`);
      if (at === undefined) missed += 1;
      else waits.push(at - sent[n % SPACES]!);
    }
  }
  const serverCpuMs = (await cpuMsOf(pid)) - cpuBefore;
  const memory = await memoryOf(pid);
  for (const socket of sockets) socket.terminate();
  waits.sort((a, b) => a - b);
  return {
    devices: DEVICES,
    spaces: SPACES,
    deliveries: waits.length,
    missed,
    p50Ms: percentile(waits, 50),
    p99Ms: missed > 0 ? Infinity : percentile(waits, 99),
    maxMs: waits.at(-1) ?? Infinity,
    ...memory,
    serverCpuMs,
    loadAverage: loadavg()[0]!,
  };
}
