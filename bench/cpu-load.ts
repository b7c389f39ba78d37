import { spawn } from 'node:child_process';

export interface CpuLoad {
  readonly pid: number | undefined;
  /** Ends the load and resolves once its process has exited. */
  stop(): Promise<void>;
}

/**
 * Keeps one core busy, as another program on a phone or laptop would, so page loads can be
 * measured on a busy device. The spinning runs in a child process that ends by itself after
 * `maxMs` even if the bench never stops it.
 */
export function startCpuLoad(maxMs: number): CpuLoad {
  const spin = `const end = Date.now() + ${Math.max(0, Math.round(maxMs))}; while (Date.now() < end) {}`;
  const child = spawn(process.execPath, ['-e', spin], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  return {
    pid: child.pid,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
}
