import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { launchPlaywrightChromium } from './long-list.ts';
import { pickPort, startServer } from './server-process.ts';

/** Builds the app with Vite into `dir`, as `npm run build` does. */
export function build(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--outDir',
        dir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`)),
    );
  });
}

const stops = new Set<() => Promise<void>>();

/** Stops what `withBuiltApp` started and has not stopped yet (on a signal or the deadline). */
export async function stopBuiltApps(): Promise<void> {
  await Promise.all([...stops].map((stop) => stop()));
}

/**
 * `--only` sections that drive the app in Chromium: builds it into a temporary folder, serves it
 * with the real server on the first free port of `ports`, and hands `use` the origin and a
 * Playwright Chromium; everything is stopped and removed afterwards.
 */
export async function withBuiltApp<T>(
  ports: readonly number[],
  log: (message: string) => void,
  use: (origin: string, browser: Browser) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'reelbeat-bench-'));
  let browser: Browser | null = null;
  let stopServer: () => Promise<void> = async () => undefined;
  const stop = async () => {
    stops.delete(stop);
    await browser?.close().catch(() => undefined);
    await stopServer().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  stops.add(stop);
  try {
    log(`building into ${dir}`);
    await build(dir);
    const server = await startServer(dir, await pickPort(ports));
    stopServer = server.stop;
    log(`server on ${server.origin}`);
    browser = await launchPlaywrightChromium();
    return await use(server.origin, browser);
  } finally {
    await stop();
  }
}
