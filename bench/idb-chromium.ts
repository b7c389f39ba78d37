// Loads from Chromium's IndexedDB at the budget's sizes (issue budget: ≤ 100 ms each): 100
// playlists × 500 songs with 10 000 liked songs through the app's own load path, and a 10 000-entry
// video library from IndexedDB and from local storage. The real modules, served by Vite's dev
// server, run in a page; the figure is the median wall time in the page over the runs.
// Usage: npx tsx bench/idb-chromium.ts [runs=5]   (IDB_BENCH_PORT, default 4681)
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { median } from './stats.ts';

const runs = Number(process.argv[2] ?? 5);
const port = Number(process.env.IDB_BENCH_PORT ?? 4681);
type Bench = { idbBench: Record<string, () => Promise<{ ms: number; answer: unknown } | string>> };
const STEPS = ['loadCollection', 'startCollection', 'loadLibraryIdb', 'loadLibraryLocal'] as const;

const server = await createServer({ server: { port, strictPort: true }, logLevel: 'error' });
await server.listen();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  const page = await browser.newPage();
  await page.goto(`http://localhost:${port}/bench/idb-chromium.html`);
  await page.waitForFunction(() => 'idbBench' in window, null, { timeout: 120_000 });
  await page.evaluate(() => (window as never as Bench).idbBench.seed!());
  const times: Record<string, number[]> = {};
  const answers: Record<string, unknown> = {};
  // One untimed round first, so the JIT and the database's own caches settle.
  for (let run = 0; run <= runs; run++) {
    for (const step of STEPS) {
      const result = await page.evaluate((s) => (window as never as Bench).idbBench[s]!(), step);
      if (typeof result === 'string' || run === 0) continue;
      (times[step] ??= []).push(result.ms);
      answers[step] = result.answer;
    }
  }
  for (const step of STEPS) {
    console.log(
      `${step}: median ${median(times[step] ?? [])} ms  ${JSON.stringify(answers[step])}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
