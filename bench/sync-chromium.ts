import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

export interface FirstSyncRun {
  where: 'Chromium';
  records: number;
  /** Wall time of the first device's first sync (the budget), and the page's main-thread CPU. */
  uploadMs: number;
  uploadCpuMs: number;
  /** The same for the joining device's first sync. */
  joinMs: number;
  joinCpuMs: number;
  /** What the space counts against its quota, in MB. */
  spaceMb: number;
  /** The machine's 1-minute load average at the end (2 cores: above 2 is queueing). */
  loadAverage: number;
}

interface Steps {
  syncBench: Record<
    'upload' | 'join',
    () => Promise<{ ms: number; records: number; spaceMb?: number }>
  >;
}

async function threadMs(session: CDPSession) {
  const { metrics } = await session.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
}

/**
 * The first sync of 10 000 titles and 100 playlists × 500 songs, timed in a Chromium page
 * (bench/app/sync-chromium.page.ts) that runs the app's sync engine with Chromium's WebCrypto,
 * against the sync service of Vite's dev server (the real routes and embedded store, in a temp
 * folder). The devices keep their records in memory: IndexedDB is not part of the timing.
 * Each step's wall time, and the page's main-thread CPU (CDP ThreadTime with threadTicks, which
 * a loaded machine does not stretch; WebCrypto's own thread and the server are not in it).
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
      const session = await page.context().newCDPSession(page);
      await session.send('Performance.enable', { timeDomain: 'threadTicks' });
      const step = async (name: 'upload' | 'join') => {
        const cpuBefore = await threadMs(session);
        const answer = await page.evaluate(
          (n) => (window as unknown as Steps).syncBench[n](),
          name,
        );
        return { ...answer, cpuMs: (await threadMs(session)) - cpuBefore };
      };
      const upload = await step('upload');
      const join = await step('join');
      return {
        where: 'Chromium',
        records: join.records,
        uploadMs: upload.ms,
        uploadCpuMs: upload.cpuMs,
        joinMs: join.ms,
        joinCpuMs: join.cpuMs,
        spaceMb: join.spaceMb ?? NaN,
        loadAverage: loadavg()[0]!,
      };
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
