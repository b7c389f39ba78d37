/**
 * Takes TV mode's screenshots for the README (features/tv/README.md): Home with a focused card,
 * a title's page and the player, at 1920×1080, in English, German and Japanese, against a
 * running server (offline catalogue). Usage:
 *   npx vite build --outDir .e2e-dist-shots && PORT=4216 STATIC_DIR=.e2e-dist-shots npx tsx server/main.ts
 *   BASE_URL=http://127.0.0.1:4216 npx tsx scripts/tv-screenshots.ts [outDir] [languages]
 * Files are named `tv-{screen}-{language}.png`.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4216';
const outDir = process.argv[2] ?? 'docs/screenshots';
const languages = (process.argv[3] ?? 'en,de,ja').split(',');

async function firstId(type: 'movie' | 'tv'): Promise<number> {
  const response = await fetch(`${base}/api/catalog/trending/${type}/week`);
  const body = (await response.json()) as { results: { id: number }[] };
  return body.results[0]!.id;
}

/** Steps down Home with the remote's arrow until a card has focus, as a viewer would. */
async function focusACard(page: Page) {
  for (let step = 0; step < 12; step++) {
    if (await page.evaluate(() => document.activeElement?.matches('[data-card] a') ?? false)) break;
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(250);
  }
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(600);
}

const movie = await firstId('movie');
const tv = await firstId('tv');
const screens: [name: string, path: string][] = [
  ['home', '/'],
  ['detail', `/movie/${movie}`],
  ['watch', `/watch/tv/${tv}/1/1`],
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
for (const language of languages) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await context.addInitScript((lang) => {
    if (!localStorage.getItem('reelbeat_settings')) {
      localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 1, data: { language: lang } }));
    }
  }, language);
  const page = await context.newPage();
  for (const [name, path] of screens) {
    await page.goto(`${base}/#${path}?tv=1`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    if (name === 'home') await focusACard(page);
    await page.screenshot({ path: `${outDir}/tv-${name}-${language}.png` });
  }
  await context.close();
}
await browser.close();
