// Repeat visit of Home with the service worker (budget: paints in ≤ 500 ms, median of 3, and
// still paints with the network off). Needs the production build served, e.g.
//   npm run build && PORT=4320 npm run serve    then    npx tsx bench/sw-repeat-visit.ts [url] [runs=3]
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { median } from './stats.ts';

const base = (process.argv[2] ?? 'http://127.0.0.1:4320').replace(/\/$/, '');
const runs = Number(process.argv[3] ?? 3);

/** First contentful paint of a fresh load of `/` in this context, from the Paint Timing API. */
async function paintOfHome(context: BrowserContext): Promise<number | null> {
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const fcp = await page
    .waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false,
      null,
      { timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => null);
  await page.close();
  return fcp;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  const paints: number[] = [];
  let offlinePaint: number | null = null;
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    // First visit: installs the service worker; a second load runs under it and fills its caches.
    const first = await context.newPage();
    await first.goto(`${base}/`);
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await first.reload();
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await first.getByRole('heading', { level: 2 }).first().waitFor();
    await first.close();
    const repeat = await paintOfHome(context);
    if (repeat !== null) paints.push(repeat);
    if (run === 0) {
      await context.setOffline(true);
      offlinePaint = await paintOfHome(context);
    }
    await context.close();
  }
  const middle = median(paints);
  const typical = middle === null ? null : Math.round(middle);
  console.log(
    `repeat visit of Home with the service worker: FCP ${paints.map(Math.round).join(', ')} ms`,
  );
  console.log(
    `median ${typical ?? 'n/a'} ms (budget ≤ 500 ms): ${typical !== null && typical <= 500 ? 'ok' : 'FAIL'}`,
  );
  console.log(
    `network off: ${offlinePaint !== null ? `paints (FCP ${Math.round(offlinePaint)} ms): ok` : 'no paint: FAIL'}`,
  );
} finally {
  await browser.close();
}
