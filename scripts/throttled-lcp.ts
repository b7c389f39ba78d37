// The largest and first contentful paint of Reelbeat pages as a phone on a slow link sees them,
// measured in Debian's Chromium itself (not Lighthouse's simulation): 412×823 at 1.75 device
// pixels, CDP network throttling (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up) and 4× CPU
// slowdown, a fresh browser per load, the pages taken in turn so each minute of the host
// serves every one. Serve one build per port (STATIC_DIR=<dir> PORT=<port> npx tsx
// server/main.ts) to compare builds.
// Usage: npx tsx scripts/throttled-lcp.ts <url> [<url> …]   (RUNS=5)
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const urls = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 5);
if (urls.length === 0) {
  console.error('usage: npx tsx scripts/throttled-lcp.ts <url> [<url> …]');
  process.exit(2);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function load(url: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { lcp: number };
      w.lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    // The largest paint of a page whose data and images arrive after `load`.
    await page.waitForTimeout(6000);
    return await page.evaluate(() => ({
      lcp: (window as unknown as { lcp: number }).lcp,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
  } finally {
    await browser.close();
  }
}

const results = new Map(urls.map((url) => [url, [] as { lcp: number; fcp: number }[]]));
for (let run = 0; run < runs; run += 1) {
  for (const url of urls) results.get(url)!.push(await load(url));
}
for (const [url, samples] of results) {
  const lcp = samples.map((s) => Math.round(s.lcp));
  console.log(
    `${url}  LCP median ${median(lcp)} ms (${lcp.join(' · ')})  FCP median ${Math.round(median(samples.map((s) => s.fcp)))} ms`,
  );
}
