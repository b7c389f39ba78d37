import { spawn } from 'node:child_process';
import { webcrypto } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * For tests: the real server (`node --import tsx server/main.ts`, as production runs it) with
 * its sync store in a temp folder, on a free port. `stop()` ends it and removes the folder.
 */
export async function startSyncServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'reelbeat-sync-client-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      TMDB_API_KEY: '',
      TMDB_READ_TOKEN: '',
      MUSIC_API_URL: '',
      REDIS_URL: '',
      DATABASE_URL: '',
      PLAYER_HEALTH_CHECKS: '0',
      STATIC_DIR: 'nonexistent-dist',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 45_000;
  while (!output.includes('Reelbeat is serving')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start\n${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A sync server for a whole test file, with the WebCrypto browsers have: the returned function
 * gives the server once the file's tests run.
 */
export function syncServerForFile() {
  let server: Awaited<ReturnType<typeof startSyncServer>> | undefined;
  beforeAll(async () => {
    vi.stubGlobal('crypto', webcrypto);
    server = await startSyncServer();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });
  return () => server!;
}
