import { expect, test } from '@playwright/test';
import { LOCALES } from '../shared/i18n/locales';
import { blockingViolations } from './fixtures/axe';
import { chooseStoredLanguage } from './fixtures/language';
import { firstId } from './fixtures/catalogue';

/** axe over four pages in each language but English, which e2e/a11y.spec.ts walks. */

test.describe('axe in every other language', () => {
  // Four pages with axe over each, Home's ~100 cards the longest: room, not a timing assertion.
  test.describe.configure({ timeout: 180_000 });
  let movieId: number;
  test.beforeAll(async ({ request }) => {
    movieId = await firstId(request, 'movie');
  });

  // English is walked by e2e/a11y.spec.ts on every route at both widths. Each language is one
  // visit that moves through the four pages in the app, as a reader would; a step names the
  // page whose check failed.
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    test(`Home, a Detail page, Music home and Settings have no serious or critical violations in ${locale}`, async ({
      page,
    }) => {
      await chooseStoredLanguage(page, locale);
      for (const [name, path] of [
        ['Home', '/'],
        ['a Detail page', `/movie/${movieId}`],
        ['Music home', '/music'],
        ['Settings', '/settings'],
      ] as const) {
        await test.step(name, async () => {
          // Each page names itself in the title once it has rendered (the one before stays up
          // while the next one's code and words load).
          const before = await page.title();
          await page.goto(`/#${path}`);
          await expect(page).not.toHaveTitle(before, { timeout: 15_000 });
          await expect(page.locator('main h1').first()).toBeAttached();
          await page.waitForLoadState('networkidle');
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          const report = await blockingViolations(page);
          expect(report, `axe violations on #${path} in ${locale}:\n${report}`).toBe('');
        });
      }
    });
  }
});
