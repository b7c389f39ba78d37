import { expect, test, type Page } from '@playwright/test';
import { chooseStoredLanguage } from './fixtures/language';
import { seedProfiles } from './fixtures/profiles';

/**
 * The phone's bottom bar with its seventh place ("Switch profile", on a browser with profiles):
 * at 375 px every label of every language is read whole, none cut off.
 */
for (const language of ['en', 'es', 'fr', 'de', 'ja', 'ko']) {
  test(`seven places at 375 px in ${language}: every label whole`, async ({ page }) => {
    await chooseStoredLanguage(page, language);
    await expectLabelsWhole(page);
  });
  // Until the web font arrives (or if it never does), the labels show in the system's font.
  test(`seven places at 375 px in ${language}: whole in the fallback font too`, async ({
    page,
  }) => {
    await page.route('**/*.woff2', (route) => route.abort());
    await chooseStoredLanguage(page, language);
    await expectLabelsWhole(page);
  });
}

async function expectLabelsWhole(page: Page) {
  await seedProfiles(
    page,
    [
      { id: 'main', name: 'Sam' },
      { id: 'ana00001', name: 'Ana' },
    ],
    'main',
  );
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/#/settings');
  const bar = page.locator('nav[data-docked="bottom"]');
  await expect(bar.getByRole('link')).toHaveCount(7);
  const cut = await bar
    .locator('a > span')
    .evaluateAll((labels) =>
      labels
        .filter((l) => l.scrollWidth > l.clientWidth || l.scrollHeight > l.clientHeight + 1)
        .map(
          (l) =>
            `${l.textContent} (${l.scrollWidth}×${l.scrollHeight} in ${l.clientWidth}×${l.clientHeight})`,
        ),
    );
  expect(cut, 'labels cut off').toEqual([]);
}
