import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

export interface ServerProcess {
  origin: string;
  /** Resident memory of the server process now, in MB. */
  rssMb(): number;
  output(): string;
  alive(): boolean;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The real server (`node --import tsx server/main.ts`), live against the given upstreams. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: 'nonexistent-dist',
      WEB_CONCURRENCY: '1',
      TMDB_API_KEY: 'dummy-fault-key',
      TMDB_READ_TOKEN: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (!output.includes('Reelbeat is serving')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    origin,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export interface Answer {
  status: number;
  body: string;
  retryAfter: string | null;
  path: string;
}

export interface LoadReport {
  answers: Answer[];
  /** Connection errors and timeouts: requests the server never answered. */
  errors: number;
  maxRssMb: number;
  /** Health checks made during the load, and how many answered 200. */
  health: { checks: number; ok: number };
}

/**
 * `connections` clients hammer `paths` in turn for `durationS`, while the server's memory and
 * its health endpoint are sampled. Every answer is kept for the scenario's assertions.
 */
export async function load(
  server: ServerProcess,
  paths: string[],
  { connections = 200, durationS = 2 } = {},
): Promise<LoadReport> {
  const answers: Answer[] = [];
  let maxRssMb = server.rssMb();
  const health = { checks: 0, ok: 0 };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      maxRssMb = Math.max(maxRssMb, server.rssMb());
      health.checks += 1;
      try {
        const response = await fetch(`${server.origin}/healthz`, {
          signal: AbortSignal.timeout(5000),
        });
        if (response.status === 200) health.ok += 1;
      } catch {
        // Counted as a failed check.
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  // One load generator per path, so every path gets its share of the connections (a single
  // generator walks its request list per connection and would favour the first path).
  const results = await Promise.all(
    paths.map((path) =>
      autocannon({
        url: server.origin,
        connections: Math.max(1, Math.round(connections / paths.length)),
        duration: durationS,
        timeout: 10,
        requests: [
          {
            method: 'GET',
            path,
            onResponse: (status, body, _context, headers) => {
              const retryAfter = headers?.['retry-after'];
              answers.push({
                status,
                body,
                path,
                retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
              });
            },
          },
        ],
      }),
    ),
  );
  // One more request per path once the load stops: its answer is checked like the others, and
  // it shows the server still answers each path right after the burst.
  for (const path of paths) {
    const response = await fetch(server.origin + path, { signal: AbortSignal.timeout(10_000) });
    answers.push({
      status: response.status,
      body: await response.text(),
      path,
      retryAfter: response.headers.get('retry-after'),
    });
  }
  sampling = false;
  await sampler;
  const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts, 0);
  return { answers, errors, maxRssMb, health };
}
