import { createServer } from 'node:net';
import { answers, spawnServer, waitForStart } from '../shared/test/server-process.ts';

export interface RunningServer {
  origin: string;
  /** The server's primary process (its cluster workers are its children). */
  pid: number | undefined;
  stop(): Promise<void>;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** First free port of the candidates (BENCH_PORT alone when set). */
export async function pickPort(candidates: readonly number[]): Promise<number> {
  for (const port of candidates) if (await isFree(port)) return port;
  throw new Error(`no free port among ${candidates.join(', ')}; set BENCH_PORT`);
}

/**
 * Starts the real Reelbeat server (offline mode: no catalogue or music credentials) over the
 * given build. It runs in its own process group so stop() also ends tsx's child.
 */
export async function startServer(
  staticDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<RunningServer> {
  // A server left on the port would answer the start check and be measured in this one's place.
  if (!(await isFree(port))) throw new Error(`port ${port} is taken: stop what listens on it`);
  const server = spawnServer(
    { PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: staticDir, ...extraEnv },
    { detached: true, nodeArgs },
  );
  const { child } = server;
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForStart(server, () => answers(origin), 60_000, 200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid, stop };
}
