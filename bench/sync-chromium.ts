import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

/** What the page answers (bench/app/sync-first.ts). */
interface FirstSyncResult {
  records: number;
  uploadMs: number;
  joinMs: number;
  spaceMb: number;
}

export type FirstSyncRun = FirstSyncResult & {
  where: 'Chromium';
  /** The machine's 1-minute load average at the end (2 cores: above 2 is queueing). */
  loadAverage: number;
};

/**
 * The first sync of 10 000 titles and 100 playlists × 500 songs, timed in a Chromium page
 * (bench/app/sync-chromium.page.ts) that runs the app's sync engine with Chromium's WebCrypto,
 * against the sync service of Vite's dev server (the real routes and embedded store, in a temp
 * folder). The devices keep their records in memory: IndexedDB is not part of the timing.
 */
export async function measureFirstSyncInChromium(port: number): Promise<FirstSyncRun> {
  const dataDir = await mkdtemp(join(tmpdir(), 'reelbeat-bench-first-sync-'));
  const before = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  const server = await createServer({
    server: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'error',
  });
  try {
    await server.listen();
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/bench/app/sync-chromium.html`);
      await page.waitForFunction(() => 'syncBench' in window, null, { timeout: 120_000 });
      const result = await page.evaluate(() =>
        (window as unknown as { syncBench: () => Promise<FirstSyncResult> }).syncBench(),
      );
      return { ...result, where: 'Chromium', loadAverage: loadavg()[0]! };
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
    if (before === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = before;
    await rm(dataDir, { recursive: true, force: true });
  }
}
