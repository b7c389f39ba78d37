import { expect, test } from '@playwright/test';
import { blockingViolations } from './fixtures/axe';
import { firstId } from './fixtures/catalogue';
import { TV_SCREEN } from './fixtures/tv-remote';

/** axe-core in TV mode at 1920×1080 on the main routes: no serious or critical violation. */
test.use({ viewport: TV_SCREEN });
test.describe.configure({ timeout: 240_000 });

test('TV mode: no serious or critical violations on the main routes', async ({ page, request }) => {
  const movie = await firstId(request, 'movie');
  const tv = await firstId(request, 'tv');
  const routes = [
    '/',
    '/search?q=the',
    '/trending',
    '/categories',
    `/movie/${movie}`,
    `/tv/${tv}`,
    `/watch/tv/${tv}/1/1`,
    '/library',
    '/music',
    '/settings',
    '/together',
  ];
  await page.goto('/#/?tv=1');
  await expect(page.locator('html[data-tv]')).toBeAttached();
  for (const path of routes) {
    await test.step(path, async () => {
      await page.evaluate((hash) => (location.hash = hash), path);
      await expect(page.locator('main h1').first()).toBeAttached({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html[data-tv]')).toBeAttached();
      const found = await blockingViolations(page);
      expect(found, `axe violations on #${path} in TV mode:\n${found}`).toBe('');
    });
  }
});
