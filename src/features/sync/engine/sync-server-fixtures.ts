import { webcrypto } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { startServerProcess } from '@shared/test/server-process';

/**
 * For tests: the real server, as the server's own tests start it, with its sync store in a temp
 * folder. `stop()` ends it and removes the folder.
 */
export async function startSyncServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'reelbeat-sync-client-'));
  const server = await startServerProcess({ DATA_DIR: dataDir }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    origin: server.origin,
    dataDir,
    async stop() {
      await server.stop();
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
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });
  return () => server!;
}
