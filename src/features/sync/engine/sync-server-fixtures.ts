import { webcrypto } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { freePort, spawnServer, waitForStart } from '@shared/test/server-process';

/**
 * For tests: the real server (started as production starts it, by the one process helper the
 * server's own tests use) with its sync store in a temp folder, on a free port. `stop()` ends
 * it and removes the folder.
 */
export async function startSyncServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'reelbeat-sync-client-'));
  const port = await freePort();
  const server = spawnServer({
    REDIS_URL: '',
    DATABASE_URL: '',
    PLAYER_HEALTH_CHECKS: '0',
    STATIC_DIR: 'nonexistent-dist',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
  });
  try {
    await waitForStart(server, () => server.output().includes('Reelbeat is serving'), 45_000);
  } catch (error) {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
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
