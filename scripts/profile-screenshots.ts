/**
 * Screenshots of the profile screens ("Who's watching?", a kids profile's Home, the PIN dialog,
 * Settings → Profiles) at 1280 and 375 px in English, German and Japanese, against a running
 * server (as scripts/screenshots.ts). Usage:
 *   BASE_URL=http://127.0.0.1:4216 npx tsx scripts/profile-screenshots.ts [outDir]
 * English goes to docs/screenshots; the other languages are for looking at, in `outDir`.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4216';
const outDir = process.argv[2] ?? 'docs/screenshots';
/** Any well-formed hash shows the dialog (its count within the bounds a stored PIN must keep). */
const PIN = { hash: 'AAAA', salt: 'AAAA', iterations: 600_000 };

function seed(page: Page, language: string, active: string) {
  return page.addInitScript(
    ([lang, chosen, pin]) => {
      if (localStorage.getItem('reelbeat_profiles')) return;
      const stamp = `${Date.now().toString(36).padStart(9, '0')}-0000-${'0'.repeat(12)}`;
      const profiles: Record<string, unknown> = {
        main: { name: 'Sam', createdAt: '2026-11-01T00:00:00.000Z' },
        ana00001: { name: 'Ana Lucía', createdAt: '2026-11-02T00:00:00.000Z', pin },
        kid00001: {
          name: 'Mia',
          createdAt: '2026-11-03T00:00:00.000Z',
          kids: true,
          ceiling: 'US:PG',
          allowUnrated: false,
        },
      };
      const meta = Object.fromEntries(Object.keys(profiles).map((id) => [id, [stamp]]));
      localStorage.setItem('reelbeat_profiles', JSON.stringify({ v: 1, data: profiles, meta }));
      localStorage.setItem('reelbeat_profile', chosen);
      localStorage.setItem('reelbeat_profile_ask', '1');
      for (const id of Object.keys(profiles))
        localStorage.setItem(
          `reelbeat:${id}:settings`,
          JSON.stringify({ v: 1, data: { language: lang }, meta: { language: [stamp] } }),
        );
    },
    [language, active, PIN] as const,
  );
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
for (const language of ['en', 'de', 'ja']) {
  for (const [width, height, suffix, touch] of [
    [1280, 800, '1280', false],
    [375, 812, '375', true],
  ] as const) {
    const shot = async (page: Page, name: string) => {
      await page.waitForTimeout(800);
      const dir = language === 'en' ? 'docs/screenshots' : outDir;
      const tag = language === 'en' ? '' : `-${language}`;
      await page.screenshot({ path: `${dir}/profiles-${name}${tag}-${suffix}.png` });
    };
    const open = async (active: string) => {
      const context = await browser.newContext({
        viewport: { width, height },
        hasTouch: touch,
        isMobile: touch,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await seed(page, language, active);
      return page;
    };
    let page = await open('main');
    await page.goto(`${base}/#/`);
    await page.waitForSelector('ul[aria-label] button');
    await shot(page, 'picker');
    await page.getByRole('button', { name: 'Ana Lucía' }).click();
    await page.waitForSelector('input[type="password"]');
    await shot(page, 'pin');
    await page.context().close();

    page = await open('kid00001');
    await page.goto(`${base}/#/`);
    await page.getByRole('button', { name: 'Mia' }).click();
    await page.waitForLoadState('networkidle');
    await shot(page, 'kids-home');
    await page.goto(`${base}/#/settings`);
    await page.locator('[role="tab"]').nth(3).click();
    await page.waitForTimeout(500);
    await shot(page, 'settings');
    await page.context().close();
  }
}
await browser.close();
