import { expect, test, type Locator } from '@playwright/test';
import { firstId } from './fixtures/catalogue';

/**
 * Touch and scroll: on a touch screen a card's four buttons are 44 px tall targets in a bar
 * under the poster, not over it; and every row that scrolls sideways fades on the sides that
 * hold more (here the genre chips and the player's servers; Settings' tabs in settings.spec).
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const box = async (locator: Locator) => (await locator.boundingBox()) as Box;

for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  test.describe(`a touch screen ${width} px wide`, () => {
    test.use({ viewport: { width, height }, hasTouch: true, isMobile: true });

    test('the card buttons are 44 px targets under the poster, clear of it and the title', async ({
      page,
    }) => {
      await page.goto('/');
      const card = page.getByRole('article').first();
      await expect(card).toBeVisible({ timeout: 15_000 });
      const buttons = card.getByRole('button');
      await expect(buttons).toHaveCount(4);
      const poster = await box(card.locator('img').first());
      const title = await box(card.getByRole('heading'));
      for (const button of await buttons.all()) {
        const target = await box(button);
        expect(
          target.height,
          (await button.getAttribute('aria-label')) ?? '',
        ).toBeGreaterThanOrEqual(44);
        expect(target.width).toBeGreaterThanOrEqual(30);
        expect(overlaps(target, poster), 'covers the poster').toBe(false);
        expect(overlaps(target, title), 'covers the title').toBe(false);
      }
      // Still the buttons they were: the heart adds to favourites.
      const heart = buttons.nth(2);
      await heart.tap();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    });
  });
}

const more = (row: Locator) => row.getAttribute('data-more');
const mask = (row: Locator) => row.evaluate((el) => getComputedStyle(el).maskImage);

for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  test(`the genre chips fade where there are more, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const chips = page.getByRole('group', { name: 'Genres' });
    await expect(chips.getByRole('button', { name: 'Western' })).toBeAttached({ timeout: 15_000 });
    await expect.poll(() => more(chips)).toBe('end');
    expect(await mask(chips)).toMatch(/^linear-gradient\(to right/);
    await chips.evaluate((el) => el.scrollTo({ left: 200 }));
    await expect.poll(() => more(chips)).toBe('both');
    await chips.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => more(chips)).toBe('start');
    expect(await mask(chips)).toMatch(/^linear-gradient\(to left/);
  });
}

test('the player’s servers fade where there are more, on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/#/watch/movie/${await firstId(request, 'movie')}`);
  const servers = page.getByRole('group', { name: /server/i });
  await expect(servers.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => more(servers)).toBe('end');
  await servers.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(() => more(servers)).toBe('start');
});
