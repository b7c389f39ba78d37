/**
 * Takes the README's screenshots of the main screens at 1280 and 375 px against a running
 * server (offline catalogue). Usage:
 *   npx vite build --outDir .e2e-dist-shots && PORT=4216 STATIC_DIR=.e2e-dist-shots npx tsx server/main.ts
 *   BASE_URL=http://127.0.0.1:4216 [SHOT_LANGUAGE=de] npx tsx scripts/screenshots.ts [outDir]
 * With SHOT_LANGUAGE the interface is in that language and the files end in `-de` (for looking
 * at a change in German or Japanese; the README shows English).
 * (`scripts/screenshot.ts` takes one page, for looking at a change.)
 */
import { chromium, type Page } from '@playwright/test';
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
const language = process.env.SHOT_LANGUAGE;

interface Screen {
  name: string;
  path: string;
  /** Stored settings the visit starts with. */
  settings?: Record<string, unknown>;
  /** What to do on the page before the picture (open a tab, scroll, wait for the trailer). */
  prepare?: (page: Page) => Promise<void>;
}

const scrollTo = (selector: string) => async (page: Page) => {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
};

const screens: Screen[] = [
  { name: 'home', path: '/#/' },
  { name: 'detail', path: `/#/movie/${movie}` },
  { name: 'watch', path: `/#/watch/tv/${tv}/1/1` },
  { name: 'music-home', path: '/#/music' },
  { name: 'music-library', path: '/#/music/library' },
  { name: 'settings', path: '/#/settings' },
  // The hero once its demo trailer plays (the page's quiet window, then the trailer).
  {
    name: 'home-trailer',
    path: '/#/',
    prepare: async (page) => {
      await page.locator('main iframe[title]').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(4000);
    },
  },
  // A white accent: what is drawn on it turns dark.
  { name: 'home-white-accent', path: '/#/', settings: { accentColor: '#ffffff' } },
  {
    name: 'series-episodes',
    path: `/#/tv/${tv}`,
    prepare: scrollTo('[data-testid="hidden-still"]'),
  },
  {
    name: 'settings-player',
    path: '/#/settings',
    prepare: async (page) => {
      await page.getByRole('tab').nth(1).click();
      await page.waitForTimeout(400);
    },
  },
  { name: 'support', path: '/#/support', prepare: scrollTo('[role="note"]') },
  { name: 'downloads', path: '/#/download' },
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
  for (const { name, path, settings, prepare } of screens) {
    // A page of its own per screen: a fresh profile, with only the settings it names.
    const page = await context.newPage();
    const stored = { ...(language ? { language } : {}), ...settings };
    await page.addInitScript((data) => {
      localStorage.clear();
      if (Object.keys(data).length) {
        localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 2, data }));
      }
    }, stored);
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await prepare?.(page);
    const file = `${name}-${suffix}${language ? `-${language}` : ''}.png`;
    await page.screenshot({ path: `${outDir}/${file}` });
    await page.close();
  }
  await context.close();
}
await browser.close();
