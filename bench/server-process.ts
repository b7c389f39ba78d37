import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

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

async function waitForServer(origin: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/config.json`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${origin}/config.json within ${timeoutMs} ms`);
}

/**
 * Starts the real Reelbeat server (offline mode: no catalogue or music credentials) over the
 * given build. It runs in its own process group so stop() also ends tsx's child.
 */
export async function startServer(
  staticDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      TMDB_API_KEY: '',
      TMDB_READ_TOKEN: '',
      MUSIC_API_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
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
    await waitForServer(origin, child, 60_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { origin, pid: child.pid, stop };
}
