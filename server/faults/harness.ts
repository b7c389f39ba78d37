import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freePort, spawnServer, waitForStart } from '../../shared/test/server-process.ts';

export interface ServerProcess {
  origin: string;
  /** Resident memory of the server process now, in MB. */
  rssMb(): number;
  output(): string;
  alive(): boolean;
  stop(): Promise<void>;
}

/** The real server (`node --import tsx server/main.ts`), live against the given upstreams. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: 'nonexistent-dist',
    WEB_CONCURRENCY: '1',
    TMDB_API_KEY: 'dummy-fault-key',
    ...env,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForStart(server, () => server.output().includes('Reelbeat is serving'), 30_000);
  const { child, output } = server;
  return {
    origin,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    output,
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
