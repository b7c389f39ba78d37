import { expect, test } from '@playwright/test';

/**
 * With Show spoilers off (the default), an unwatched episode shows a designed picture (the
 * series' own art, blurred, with a closed eye) and one short line; the setting is explained
 * once, above the season's episodes, with the way to Settings.
 */
const SERIES = 8001;

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test(`spoiler-free episode cards at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/#/tv/${SERIES}`);
    const episodes = page.getByRole('list', { name: /^Episodes · / });
    await expect(episodes.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });

    const note = page.getByText(/^Show spoilers is off/);
    await expect(note).toHaveCount(1);
    await expect(note).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change it in Settings' })).toBeVisible();

    const first = episodes.getByRole('button').first();
    await first.scrollIntoViewIfNeeded();
    await expect(first).toContainText('Hidden until you watch it');
    await expect(first).not.toContainText('Settings');
    const still = first.getByTestId('hidden-still');
    await expect(still).toBeVisible();
    await expect(still.locator('svg')).toBeVisible();
    await expect
      .poll(() => still.evaluate((el) => getComputedStyle(el).backgroundImage))
      .toContain(`tv-${SERIES}-backdrop`);
    // The art is blurred: it must not pass for the episode's own still.
    expect(await still.evaluate((el) => getComputedStyle(el, '::before').filter)).toMatch(/blur/);
    await expect(first.locator('img')).toHaveCount(0);

    await page.getByRole('link', { name: 'Change it in Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
}
