/**
 * Takes Rewind's screenshots over a seeded year (the e2e suite's, e2e/fixtures/play-log.ts) in
 * English, German and Japanese, light and dark, at 1280 and 375 px, against a running server:
 *   PORT=4216 STATIC_DIR=.e2e-dist-shots npx tsx server/main.ts
 *   BASE_URL=http://127.0.0.1:4216 npx tsx scripts/rewind-screenshots.ts [outDir]
 * Files are `rewind-<language>-<theme>-<width>.png`, and the saved images of each language
 * (`rewind-card-<language>-<tall|square>.png`).
 */
import { chromium } from '@playwright/test';
import { seededYear, seedPlayLog } from '../e2e/fixtures/play-log.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4216';
const outDir = process.argv[2] ?? 'docs/screenshots';
const year = new Date().getFullYear();

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
for (const language of ['en', 'de', 'ja']) {
  for (const theme of ['light', 'dark']) {
    for (const [width, height, touch] of [
      [1280, 800, false],
      [375, 812, true],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width, height },
        hasTouch: touch,
        isMobile: touch,
        deviceScaleFactor: 1,
        colorScheme: theme === 'dark' ? 'dark' : 'light',
      });
      await context.addInitScript(
        ([lang, mode]) => {
          const data = { language: lang, theme: mode };
          localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 1, data }));
          localStorage.setItem('theme', mode!);
        },
        [language, theme],
      );
      const page = await context.newPage();
      await page.goto(`${base}/#/rewind/${year}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await seedPlayLog(page, seededYear(year));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      await page.screenshot({
        path: `${outDir}/rewind-${language}-${theme}-${width}.png`,
        fullPage: true,
      });
      if (width === 1280 && theme === 'dark') {
        for (const [format, label] of [
          ['tall', /1080 × 1920/],
          ['square', /1080 × 1080/],
        ] as const) {
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: label }).click(),
          ]);
          await download.saveAs(`${outDir}/rewind-card-${language}-${format}.png`);
        }
      }
      await context.close();
    }
  }
}
await browser.close();
