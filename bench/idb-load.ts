import { chromium, type CDPSession } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { median } from './stats.ts';
import type { IdbLoadResult } from './results-types.ts';

/**
 * Loads from Chromium's IndexedDB at the issue budget's sizes (≤ 100 ms each): the music
 * collection's start with 100 playlists × 500 songs and 10 000 liked songs, the opening of one
 * 500-song playlist, and a 10 000-entry video library. The app's own modules run in a page
 * (bench/app/idb-chromium.html → bench/app/idb-chromium.page.ts) served by
 * Vite's dev server. Each figure is the median over `runs` after one untimed round: main-thread
 * CPU (CDP ThreadTime with threadTicks, which a shared, loaded machine does not stretch) and
 * wall time in the page. Garbage is collected before each step (a Chromium of its own, with
 * `gc` exposed), so a step is not charged for the previous one's megabytes, as a fresh page
 * would not be.
 */
export const IDB_STEPS = [
  {
    step: 'startCollection',
    name: 'music collection start (100 × 500 + 10 000 liked)',
    budget: true,
  },
  { step: 'openPlaylist', name: 'open one 500-song playlist', budget: true, before: 'prepareOpen' },
  { step: 'loadLibraryIdb', name: '10 000-entry video library', budget: true },
  {
    step: 'loadAllSongs',
    name: 'all 100 playlists’ songs (backup, export all)',
    budget: false,
    before: 'prepareAll',
  },
] as const;

type Timed = { ms: number; answer: unknown };
type Bench = { idbBench: Record<string, () => Promise<Timed | string>> };

async function threadMs(session: CDPSession) {
  const { metrics } = await session.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
}

export async function measureIdbLoad(runs: number, port: number): Promise<IdbLoadResult[]> {
  const server = await createServer({
    server: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'error',
  });
  await server.listen();
  const browser = await chromium
    .launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--js-flags=--expose-gc'] })
    .catch(async (error: unknown) => {
      await server.close();
      throw error;
    });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/bench/app/idb-chromium.html`);
    await page.waitForFunction(() => 'idbBench' in window, null, { timeout: 120_000 });
    const call = (step: string) =>
      page.evaluate((s) => (window as never as Bench).idbBench[s]!(), step);
    await call('seed');
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cpu = new Map<string, number[]>();
    const wall = new Map<string, number[]>();
    const answers = new Map<string, unknown>();
    for (let run = 0; run <= runs; run++) {
      for (const { step, ...rest } of IDB_STEPS) {
        if ('before' in rest) await call(rest.before);
        await page.evaluate(() => (window as never as { gc: () => void }).gc());
        const before = await threadMs(session);
        const result = await call(step);
        const used = (await threadMs(session)) - before;
        if (typeof result === 'string') throw new Error(`${step} answered "${result}"`);
        // The first round only warms the JIT and the database's caches.
        if (run === 0) continue;
        cpu.set(step, [...(cpu.get(step) ?? []), used]);
        wall.set(step, [...(wall.get(step) ?? []), result.ms]);
        answers.set(step, result.answer);
      }
    }
    return IDB_STEPS.map(({ step, name, budget }) => ({
      name,
      budgeted: budget,
      cpuMs: median(cpu.get(step) ?? []),
      wallMs: median(wall.get(step) ?? []),
      samples: cpu.get(step)?.length ?? 0,
      answer: JSON.stringify(answers.get(step)),
    }));
  } finally {
    await browser.close();
    await server.close();
  }
}
