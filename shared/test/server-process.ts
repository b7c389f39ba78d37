import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';

/**
 * The real server in a process of its own, for the tests, the fault suite, the e2e specs and
 * the benches that need one: started as production starts it (`node --import tsx
 * server/main.ts`, the Dockerfile's command), with no catalogue or music service unless `env`
 * names one.
 */
export interface ServerChild {
  child: ChildProcess;
  /** The exit code, or null when a signal ended it. */
  exited: Promise<number | null>;
  /** All it has written to stdout and stderr so far. */
  output(): string;
}

const OFFLINE = { TMDB_API_KEY: '', TMDB_READ_TOKEN: '', MUSIC_API_URL: '' };

/**
 * `detached`: in a process group of its own, so `process.kill(-pid)` also reaches the
 * cluster's workers. `nodeArgs` come after tsx's loader (a `--import` of TypeScript works).
 */
export function spawnServer(
  env: Record<string, string> = {},
  { detached = false, nodeArgs = [] }: { detached?: boolean; nodeArgs?: readonly string[] } = {},
): ServerChild {
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, 'server/main.ts'], {
    env: { ...process.env, ...OFFLINE, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Polls `check` every `everyMs` until it holds; throws `timed out` after `timeoutMs`. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * Waits until `ready` holds; throws with the server's last output when it exits first or
 * `timeoutMs` passes.
 */
export async function waitForStart(
  server: ServerChild,
  ready: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 50,
): Promise<void> {
  const { child } = server;
  const exitedOrReady = () => child.exitCode !== null || ready();
  await waitUntil(exitedOrReady, timeoutMs, everyMs).catch(() => undefined);
  if (child.exitCode === null && (await ready())) return;
  const reason =
    child.exitCode === null
      ? `the server did not start in ${timeoutMs / 1000} s`
      : `the server exited (${child.exitCode})`;
  throw new Error(`${reason}\n${server.output().slice(-2000)}`);
}

/** Whether the server at `origin` answers `/config.json`, the first thing the app asks for. */
export const answers = (origin: string) =>
  fetch(`${origin}/config.json`).then(
    (response) => response.ok,
    () => false,
  );

const listen = () =>
  new Promise<{ server: Server; port: number }>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
    server.once('error', reject);
  });

/** A loopback port held by another listener until `server.close()`: a port already in use. */
export const occupiedPort = listen;

/** A loopback port that was free a moment ago (the system's choice). */
export async function freePort(): Promise<number> {
  const { server, port } = await listen();
  await new Promise((r) => server.close(r));
  return port;
}

export interface ServerProcess {
  origin: string;
  output: () => string;
  /** SIGTERM, and the exit code once the process is gone. */
  stop(): Promise<number | null>;
}

/** `npm run serve` as users run it (offline catalogue, no static build), on a free port. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const server = spawnServer({
    REDIS_URL: '',
    DATABASE_URL: '',
    PLAYER_HEALTH_CHECKS: '0',
    STATIC_DIR: 'nonexistent-dist',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...env,
  });
  try {
    // tsx compiles the server as it starts, in each worker: on two busy cores that can take
    // well over the usual start-up wait.
    await waitForStart(server, () => server.output().includes('Reelbeat is serving'), 60_000);
  } catch (error) {
    server.child.kill('SIGKILL');
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    output: server.output,
    stop: async () => {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      return server.exited;
    },
  };
}
