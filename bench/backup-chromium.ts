// Preview and apply of the budget's backup (10 000 library entries, 100 playlists × 500 songs)
// in Chromium: the real import modules, served by Vite's dev server, run in a page.
// Usage: npx tsx bench/backup-chromium.ts [runs=3]   (BACKUP_BENCH_PORT, default 4679)
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

const runs = Number(process.argv[2] ?? 3);
const port = Number(process.env.BACKUP_BENCH_PORT ?? 4679);

/** CPU time of the page's main thread (ThreadTime with `threadTicks`), so a busy machine does not count. */
async function threadMs(session: CDPSession) {
  const { metrics } = await session.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
}

/**
 * One synchronous step run in the page: the main thread's CPU time for it (the figure: all of
 * it is main-thread work) and its wall time there (which a loaded machine stretches).
 */
async function timed(page: Page, session: CDPSession, step: string) {
  const before = await threadMs(session);
  const { wall, answer } = await page.evaluate((s) => {
    const start = performance.now();
    const answer = (window as never as Bench).backupBench[s]!();
    return { wall: Math.round(performance.now() - start), answer };
  }, step);
  return { ms: Math.round((await threadMs(session)) - before), wall, answer };
}

type Bench = { backupBench: Record<string, () => unknown> };

const server = await createServer({ server: { port, strictPort: true }, logLevel: 'error' });
await server.listen();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  const page = await browser.newPage();
  await page.goto(`http://localhost:${port}/bench/app/backup-chromium.html`);
  await page.waitForFunction(() => 'backupBench' in window, null, { timeout: 120_000 });
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable', { timeDomain: 'threadTicks' });
  const rows: string[] = [];
  for (let run = 0; run < runs; run++) {
    await timed(page, session, 'reset');
    const preview = await timed(page, session, 'preview');
    const apply = await timed(page, session, 'apply');
    const again = await timed(page, session, 'previewAgain');
    const outcome = (a: unknown) => JSON.stringify(a).slice(0, 90);
    rows.push(
      `run ${run + 1}: preview ${preview.ms} ms CPU (${preview.wall} ms wall) ${outcome(preview.answer)}`,
      `       apply ${apply.ms} ms CPU (${apply.wall} ms wall) ${outcome(apply.answer)}`,
      `       preview again ${again.ms} ms CPU (${again.wall} ms wall)`,
    );
  }
  console.log(rows.join('\n'));
} finally {
  await browser.close();
  await server.close();
}
