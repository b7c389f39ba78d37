// Takes a screenshot of a Reelbeat page in Debian's Chromium, for looking at what was built.
// Usage: npx tsx scripts/screenshot.ts <url> <out.png> [width=1280] [height=800] [--full]
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const [url, out, width = '1280', height = '800', ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: npx tsx scripts/screenshot.ts <url> <out.png> [width] [height] [--full]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on('console', (m) => m.type() === 'error' && console.error('[console]', m.text()));
page.on('pageerror', (e) => console.error('[pageerror]', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 600));
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(`saved ${out}`);
