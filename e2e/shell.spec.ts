import { expect, test } from '@playwright/test';
import { REWIND_SEASON } from './fixtures/rewind-season';

const SIDEBAR: [string, string][] = [
  ['Home', '/'],
  ['Search', '/search'],
  ['Trending', '/trending'],
  ['Top Rated', '/top-rated'],
  ['Categories', '/categories'],
  ['My Library', '/library'],
  ['Continue Watching', '/continue'],
  ['Watch History', '/history'],
  ['Favorites', '/favorites'],
  ['Music', '/music'],
  ['Music Search', '/music/search'],
  ['Music Library', '/music/library'],
  ['Support Us', '/support'],
  ['About', '/about'],
  ['Settings', '/settings'],
];

test.describe('app shell at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // Fifteen pages are walked in two halves, each from a fresh start, so each stays well inside
  // the test time limit when the suite runs two browsers at once.
  const halves = [SIDEBAR.slice(0, 8), SIDEBAR.slice(8)];
  for (const [index, entries] of halves.entries()) {
    test(`every sidebar entry opens its page (part ${index + 1}); the bottom nav is hidden`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/');
      const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(sidebar).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();

      // The bar opens under the pointer (128 → 320 px over 0.3 s), and its entries move as it
      // opens: a press that starts as the pointer arrives can end on another entry, and the
      // click then lands on the list. As a reader does, wait for it to open, then pick.
      await sidebar.hover();
      await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(320);
      for (const [label, path] of entries) {
        await sidebar.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${path.replace(/\//g, '\\/')}$`));
        await expect(sidebar.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
      }
      expect(errors).toEqual([]);
    });
  }

  test('the sidebar is 128 px wide and expands to 320 px on hover', async ({ page }) => {
    await page.goto('/#/about');
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(128);
    await sidebar.hover();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(320);
  });

  test('focus left in the bar by the phone drawer does not hold it open; keyboard focus does', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/#/about');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await sidebar.getByRole('link', { name: 'Search', exact: true }).focus();
    // The window widens with focus still in the bar, and the pointer elsewhere.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.mouse.move(900, 400);
    const width = async () => (await sidebar.boundingBox())?.width;
    await expect.poll(width).toBe(128);
    // Reached by keyboard, the bar opens so the labels can be read.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(sidebar.locator(':focus-visible')).toHaveCount(1);
    await expect.poll(width).toBe(320);
  });

  test('an unknown path shows Page Not Found', async ({ page }) => {
    await page.goto('/#/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  });
});

test('wide screens build no bottom bar; narrowing the window brings it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.locator('nav[aria-label="Quick navigation"]')).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible();
});

test.describe('app shell at 375×812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu toggle opens and closes the navigation; the bottom nav is visible', async ({
    page,
  }) => {
    await page.goto('/');
    const bottom = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bottom).toBeVisible();
    await expect(bottom.getByRole('link')).toHaveCount(6);
    const header = page
      .locator('header')
      .filter({ has: page.getByRole('button', { name: 'Open navigation' }) });
    await expect.poll(async () => (await header.boundingBox())?.height).toBe(60);

    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(sidebar).toBeHidden();
    // The closed drawer's links are built when it first opens, not at load.
    await expect(page.locator('#app-sidebar li')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(sidebar).toBeVisible();
    // Rewind joins them in its season (December and January).
    await expect(sidebar.getByRole('link')).toHaveCount(SIDEBAR.length + (REWIND_SEASON ? 1 : 0));
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await sidebar.getByRole('link', { name: 'Watch History' }).click();
    await expect(page).toHaveURL(/#\/history$/);
    await expect(sidebar).toBeHidden();
    await expect(bottom.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await bottom.getByRole('link', { name: 'Music Library' }).click();
    await expect(page).toHaveURL(/#\/music\/library$/);
    await expect(bottom.getByRole('link', { name: 'Music Library' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
