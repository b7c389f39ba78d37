// Preview and apply of the budget's backup (10 000 library entries, 100 playlists × 500 songs)
// in Chromium: the real import modules, served by Vite's dev server, run in a page.
// Usage: npx tsx bench/backup-chromium.ts [runs=3]   (BACKUP_BENCH_PORT, default 4679)
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

const runs = Number(process.argv[2] ?? 3);
const port = Number(process.env.BACKUP_BENCH_PORT ?? 4679);

async function scriptMs(session: CDPSession) {
  const { metrics } = await session.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

/**
 * One step run in the page: its wall time there (performance.now around the synchronous call,
 * so all of it is main-thread work) and CDP's ScriptDuration delta when Chromium reports one.
 */
async function timed(page: Page, session: CDPSession, step: string) {
  const before = await scriptMs(session);
  const { ms, answer } = await page.evaluate((s) => {
    const start = performance.now();
    const answer = (window as never as Bench).backupBench[s]!();
    return { ms: Math.round(performance.now() - start), answer };
  }, step);
  const script = Math.round((await scriptMs(session)) - before);
  return { ms: script > ms ? script : ms, answer };
}

type Bench = { backupBench: Record<string, () => unknown> };

const server = await createServer({ server: { port, strictPort: true }, logLevel: 'error' });
await server.listen();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  const page = await browser.newPage();
  await page.goto(`http://localhost:${port}/bench/backup-chromium.html`);
  await page.waitForFunction(() => 'backupBench' in window, null, { timeout: 120_000 });
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const rows: string[] = [];
  for (let run = 0; run < runs; run++) {
    await timed(page, session, 'reset');
    const preview = await timed(page, session, 'preview');
    const apply = await timed(page, session, 'apply');
    const again = await timed(page, session, 'previewAgain');
    rows.push(
      `run ${run + 1}: preview ${preview.ms} ms ${JSON.stringify(preview.answer)} · apply ${apply.ms} ms ${JSON.stringify(apply.answer)} · preview against the applied state ${again.ms} ms`,
    );
  }
  console.log(rows.join('\n'));
} finally {
  await browser.close();
  await server.close();
}
