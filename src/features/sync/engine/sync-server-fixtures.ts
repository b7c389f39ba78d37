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
 * fetch as a browser does it on a reused connection: Chromium sends a request again when the
 * kept-alive connection it picked was closed by the server before any answer came; Node's fetch
 * does not for a POST, and fails with a socket error instead. That happens when the test's own
 * thread is busy longer than the server keeps an idle connection (encrypting the next batch on
 * two busy cores). Writes carry a request id, so a write sent twice is applied once.
 */
function browserLikeFetch(nodeFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      return await nodeFetch(input, init);
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      if (cause?.code !== 'UND_ERR_SOCKET') throw error;
      return nodeFetch(input, init);
    }
  };
}

/**
 * A sync server for a whole test file, with the WebCrypto and fetch browsers have: the returned
 * function gives the server once the file's tests run.
 */
export function syncServerForFile() {
  let server: Awaited<ReturnType<typeof startSyncServer>> | undefined;
  beforeAll(async () => {
    vi.stubGlobal('crypto', webcrypto);
    vi.stubGlobal('fetch', browserLikeFetch(globalThis.fetch));
    server = await startSyncServer();
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });
  return () => server!;
}
