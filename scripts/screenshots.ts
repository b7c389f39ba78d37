/**
 * Takes the README's screenshots of the main screens at 1280 and 375 px against a running
 * server (offline catalogue). Usage:
 *   npx vite build --outDir .e2e-dist-shots && PORT=4216 STATIC_DIR=.e2e-dist-shots npx tsx server/main.ts
 *   BASE_URL=http://127.0.0.1:4216 npx tsx scripts/screenshots.ts [outDir]
 * (`scripts/screenshot.ts` takes one page, for looking at a change.)
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4216';
const outDir = process.argv[2] ?? 'docs/screenshots';

async function firstId(type: 'movie' | 'tv'): Promise<number> {
  const response = await fetch(`${base}/api/catalog/trending/${type}/week`);
  const body = (await response.json()) as { results: { id: number }[] };
  return body.results[0]!.id;
}

const movie = await firstId('movie');
const tv = await firstId('tv');
const screens: [string, string][] = [
  ['home', '/#/'],
  ['detail', `/#/movie/${movie}`],
  ['watch', `/#/watch/tv/${tv}/1/1`],
  ['music-home', '/#/music'],
  ['music-library', '/#/music/library'],
  ['settings', '/#/settings'],
];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS],
});
for (const [width, height, suffix, touch] of [
  [1280, 800, '1280', false],
  [375, 812, '375', true],
] as const) {
  const context = await browser.newContext({
    viewport: { width, height },
    hasTouch: touch,
    isMobile: touch,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  for (const [name, path] of screens) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${outDir}/${name}-${suffix}.png` });
  }
  await context.close();
}
await browser.close();
