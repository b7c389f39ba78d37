import WebSocket from 'ws';
import { freePort, spawnServer, waitForStart } from '../../shared/test/server-process.ts';

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

export interface LiveDevice {
  socket: WebSocket;
  /** Messages received so far, parsed, with the time each arrived (performance.now()). */
  messages: { at: number; message: Record<string, unknown> }[];
  next(
    predicate: (message: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<number>;
  closed: Promise<{ code: number; reason: string }>;
}

/** A live connection that says hello with `auth` (docs/sync.md, "Live"). */
export function connectLive(origin: string, auth: string | null): Promise<LiveDevice> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/sync/live`);
  const messages: LiveDevice['messages'] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push({
      at: performance.now(),
      message: JSON.parse(String(data)) as Record<string, unknown>,
    });
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const next: LiveDevice['next'] = (predicate, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find((m) => predicate(m.message));
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found.at);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(`no such live message within ${timeoutMs} ms: ${JSON.stringify(messages)}`),
        );
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      if (auth !== null) socket.send(JSON.stringify({ type: 'hello', auth }));
      resolve({ socket, messages, next, closed });
    });
  });
}
