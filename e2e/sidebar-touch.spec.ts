import { expect, test } from '@playwright/test';

/*
 * A wide touch screen: the sidebar opens on hover only where a pointer hovers. A tap's emulated
 * hover used to open it under the finger, and the tap landed on the entry that moved there
 * (tapping Favorites opened Music Search).
 */
test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

test('tapping an entry of the closed sidebar opens that entry, and the sidebar stays closed', async ({
  page,
}) => {
  await page.goto('/#/about');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const favorites = nav.getByRole('link', { name: 'Favorites' });
  await expect(favorites).toBeVisible({ timeout: 15_000 });
  const closed = await nav.evaluate((el) => el.getBoundingClientRect().width);
  for (let round = 0; round < 3; round++) {
    await page.goto('/#/about');
    await expect(favorites).toBeVisible();
    await favorites.tap();
    await expect(page).toHaveURL(/#\/favorites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    expect(await nav.evaluate((el) => el.getBoundingClientRect().width)).toBe(closed);
  }
});
