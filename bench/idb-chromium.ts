// Loads from Chromium's IndexedDB at the budget's sizes (issue budget: ≤ 100 ms each): 100
// playlists × 500 songs with 10 000 liked songs through the app's own load path, and a 10 000-entry
// video library from IndexedDB and from local storage. The real modules, served by Vite's dev
// server, run in a page. Figures: median main-thread CPU time (CDP ThreadTime, threadTicks: what
// a shared, loaded machine does not stretch) and median wall time in the page.
// Usage: npx tsx bench/idb-chromium.ts [runs=5]   (IDB_BENCH_PORT, default 4681)
import { chromium, type CDPSession } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { median } from './stats.ts';

const runs = Number(process.argv[2] ?? 5);
const port = Number(process.env.IDB_BENCH_PORT ?? 4681);
type Bench = { idbBench: Record<string, () => Promise<{ ms: number; answer: unknown } | string>> };
const STEPS = [
  'rawCollection',
  'loadCollection',
  'startCollection',
  'loadLibraryIdb',
  'loadLibraryLocal',
] as const;

async function threadMs(session: CDPSession) {
  const { metrics } = await session.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
}

const server = await createServer({ server: { port, strictPort: true }, logLevel: 'error' });
await server.listen();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  const page = await browser.newPage();
  await page.goto(`http://localhost:${port}/bench/idb-chromium.html`);
  await page.waitForFunction(() => 'idbBench' in window, null, { timeout: 120_000 });
  await page.evaluate(() => (window as never as Bench).idbBench.seed!());
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable', { timeDomain: 'threadTicks' });
  const times: Record<string, number[]> = {};
  const cpu: Record<string, number[]> = {};
  const answers: Record<string, unknown> = {};
  // One untimed round first, so the JIT and the database's own caches settle.
  for (let run = 0; run <= runs; run++) {
    for (const step of STEPS) {
      const before = await threadMs(session);
      const result = await page.evaluate((s) => (window as never as Bench).idbBench[s]!(), step);
      const used = Math.round((await threadMs(session)) - before);
      if (typeof result === 'string' || run === 0) continue;
      (times[step] ??= []).push(result.ms);
      (cpu[step] ??= []).push(used);
      answers[step] = result.answer;
    }
  }
  for (const step of STEPS) {
    console.log(
      `${step}: ${median(cpu[step] ?? [])} ms main-thread CPU, ${median(times[step] ?? [])} ms wall  ${JSON.stringify(answers[step])}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
