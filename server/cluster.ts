import cluster, { type Worker } from 'node:cluster';
import { relayBetweenWorkers } from './together/cluster-bus.ts';

/**
 * `npm run serve` on every core: a primary process forks WEB_CONCURRENCY workers that share one
 * listening port (Node's cluster hands connections out round-robin). The primary only
 * supervises: it reports a start-up error once (not once per worker), replaces a worker that
 * dies, and on SIGTERM/SIGINT lets every worker finish its open requests before exiting.
 */
export type WorkerMessage =
  { type: 'reelbeat:fatal'; message: string } | { type: 'reelbeat:listening'; port: number };

const SHUTDOWN_GRACE_MS = 12_000;
/** More deaths than this within the window means the workers crash on arrival: stop. */
const CRASH_LIMIT = 5;
const CRASH_WINDOW_MS = 10_000;

export const isClusterWorker = () => cluster.isWorker;

/** In a worker: tell the primary (which prints it once and stops), then exit. */
export function reportFromWorker(message: WorkerMessage, exitCode?: number) {
  process.send?.(message, undefined, {}, () => {
    if (exitCode !== undefined) process.exit(exitCode);
  });
}

export function runPrimary(workers: number, banner: (port: number) => string) {
  let closing = false;
  let exitCode = 0;
  let announced = false;
  const listening = new Set<number>();
  let deaths: number[] = [];

  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(exitCode), SHUTDOWN_GRACE_MS).unref();
  };

  const onMessage = (worker: Worker, message: WorkerMessage) => {
    // Room messages between workers (server/together/cluster-bus.ts).
    if (relayBetweenWorkers(worker, message)) return;
    if (message?.type === 'reelbeat:fatal') {
      if (closing) return;
      closing = true;
      exitCode = 1;
      console.error(`reelbeat: ${message.message}`);
      stopAll('SIGTERM');
    } else if (message?.type === 'reelbeat:listening') {
      listening.add(worker.id);
      if (!announced && listening.size >= workers) {
        announced = true;
        console.log(`${banner(message.port)} with ${workers} workers`);
      }
    }
  };

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: WorkerMessage) => onMessage(worker, message));
  };

  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    const left = Object.keys(cluster.workers ?? {}).length;
    if (closing) {
      if (left === 0) process.exit(exitCode);
      return;
    }
    const now = Date.now();
    deaths = [...deaths.filter((t) => now - t < CRASH_WINDOW_MS), now];
    if (deaths.length > CRASH_LIMIT) {
      closing = true;
      exitCode = 1;
      console.error(`reelbeat: workers keep exiting (last: ${signal ?? `code ${code}`}); stopping`);
      if (left === 0) process.exit(1);
      stopAll('SIGTERM');
      return;
    }
    console.error(
      `reelbeat: worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting a new one`,
    );
    fork();
  });

  for (let i = 0; i < workers; i += 1) fork();

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      console.log(`reelbeat: ${signal} received, finishing open requests`);
      stopAll('SIGTERM');
    });
  }
}
