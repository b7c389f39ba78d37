import { expect, test } from '@playwright/test';
import { firstSongs, openMenu } from './fixtures/music-songs';

test.describe.configure({ timeout: 120_000 });

test('download a song and find it in Downloads with the badge', async ({ page }) => {
  const [song] = await firstSongs(page, 'Chill Vibes', 1);
  const menu = await openMenu(page, song!);
  await menu.getByRole('menuitem', { name: 'Download' }).click();
  // While the simulated download runs its menu item is disabled and shows the progress.
  const again = await openMenu(page, song!);
  await expect(again.getByRole('menuitem', { name: /Downloading \d+%|Downloaded/ })).toBeDisabled();
  await page.keyboard.press('Escape');
  const results = page.getByRole('list', { name: 'Results for Chill Vibes' });
  await expect(results.getByText('Downloaded').first()).toBeVisible({ timeout: 20_000 });

  await page.goto('/#/music/playlist/downloads');
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Songs in Downloads' });
  await expect(list.getByText(song!, { exact: true })).toBeVisible();
  await expect(list.getByText('Downloaded')).toBeVisible();
  await expect(page.getByText('Downloaded', { exact: true }).first()).toBeVisible();
});

test("a song's menu near the bottom opens above its button, clear of the player's bar", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const [song] = await firstSongs(page, 'Chill Vibes', 1);
  await page
    .getByRole('button', { name: `Play ${song}` })
    .first()
    .click();
  const bar = page.getByRole('region', { name: 'Music player' });
  await expect(bar).toBeVisible();
  await page.goto('/#/music');
  const grid = page.getByRole('list', { name: 'Pop Hits' });
  await expect(grid.getByRole('listitem')).toHaveCount(8, { timeout: 20_000 });
  const barTop = (await bar.boundingBox())!.y;
  // A card's '...' scrolled to just above the bar: a menu opened downward would run under it.
  const button = grid.getByRole('button', { name: /^More options for / }).first();
  await button.evaluate((el, top) => {
    window.scrollBy(0, el.getBoundingClientRect().bottom - (top - 16));
  }, barTop);
  const buttonBox = (await button.boundingBox())!;
  expect(buttonBox.y + buttonBox.height).toBeGreaterThan(barTop - 40);
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.height).toBeGreaterThan(barTop - (buttonBox.y + buttonBox.height));
  expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(buttonBox.y);
  expect(menuBox.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});
