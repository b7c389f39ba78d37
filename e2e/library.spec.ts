import { expect, test } from '@playwright/test';
import { THEME_COLORS } from '../shared/config/theme-colors';

const movie = {
  id: 550,
  type: 'movie',
  title: 'Fight Club',
  overview: '',
  posterPath: null,
  backdropPath: null,
  voteAverage: 8.4,
  releaseDate: '1999-10-15',
  genreIds: [18],
  popularity: 60,
  addedAt: '2024-01-01T00:00:00.000Z',
};

test('add to library from a card, see it in a second tab, clear it with confirmation', async ({
  context,
}) => {
  const first = await context.newPage();
  // A favorite gives the Favorites page a card to act on, whatever the catalogue shows. It is
  // written on the app's origin before the app first starts (config.json runs no code), so the
  // first visit finds it as an earlier version's data. Seeding from Home and then reloading after
  // a hash change once left Home on screen under the reload (CI, 2026-11-30).
  await first.goto('/config.json');
  await first.evaluate((entry) => {
    localStorage.setItem('reelbeat_favorites', JSON.stringify({ v: 1, data: [entry] }));
  }, movie);
  await first.goto('/#/favorites');
  await expect(first.getByText('1 favorite')).toBeVisible();

  const second = await context.newPage();
  await second.goto('/#/library');
  await expect(second.getByText('Your library is empty')).toBeVisible();

  // A card builds its buttons when the pointer reaches it.
  await first.getByRole('article').filter({ hasText: 'Fight Club' }).hover();
  await first.getByRole('button', { name: 'Add Fight Club to library' }).click();
  await expect(first.getByRole('button', { name: 'Remove Fight Club from library' })).toBeVisible();

  // No reload: the other tab hears the storage event.
  await expect(second.getByText('1 item')).toBeVisible();
  await expect(second.getByRole('link', { name: 'Fight Club' })).toBeVisible();

  await second.getByRole('button', { name: 'Clear Library' }).click();
  const dialog = second.getByRole('dialog', { name: 'Clear Library' });
  await expect(dialog).toContainText('Are you sure you want to clear your entire library?');
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await expect(second.getByText('Your library is empty')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Add Fight Club to library' })).toBeVisible();
});

test('the light theme applies at once and survives a reload', async ({ page }) => {
  const themeColor = page.locator('meta[name="theme-color"]');
  await page.goto('/#/settings');
  await expect(themeColor).toHaveAttribute('content', THEME_COLORS.dark);
  await page.getByLabel('Theme').selectOption('light');
  await expect(page.locator('body')).toHaveClass(/light-theme/);
  // The page's scrollbar (the root's colour scheme) and the browser's bar follow.
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
  await expect(themeColor).toHaveAttribute('content', THEME_COLORS.light);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/light-theme/);
  await expect(page.getByLabel('Theme')).toHaveValue('light');
});
