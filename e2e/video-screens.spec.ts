import { expect, test } from '@playwright/test';
import { showHomeRow } from './fixtures/home-rows';

// The offline catalogue is stable: Breaking Bad (tv 7001) has 5 seasons (S1: 7 episodes, S2: 13),
// "Titanic" is a film in it, and trending/popular lists are never empty.

test('home shows the hero and the five rows, and a card leads to its detail', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured' });
  await expect(hero.getByRole('button', { name: 'Watch Now' })).toBeVisible({ timeout: 20_000 });
  await expect(hero.getByRole('button', { name: /^Show slide/ })).toHaveCount(5);
  for (const row of [
    'Trending this season',
    'Popular Movies',
    'Popular TV Shows',
    'Top Rated Movies',
    'Top Rated TV Shows',
  ]) {
    // Rows below the fold are built as they scroll near, as a person would see them.
    await showHomeRow(page, row);
    await expect(page.getByRole('heading', { level: 2, name: row })).toBeVisible();
  }
  await expect(page.getByText('Start watching something to see your progress here')).toBeVisible();

  const firstPopular = page.getByRole('list', { name: 'Popular Movies' }).getByRole('link').first();
  const title = (await firstPopular.textContent())?.trim() ?? '';
  await firstPopular.click();
  await expect(page).toHaveURL(/#\/movie\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a TV detail lists seasons and switching season loads its episodes', async ({ page }) => {
  await page.goto('/#/tv/7001');
  await expect(page.getByRole('heading', { level: 1, name: 'Breaking Bad' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: /^Season 5/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous Season' })).toBeDisabled();
  const episodes = page.getByRole('button', { name: /^Play Breaking Bad episode/ });
  await expect(episodes).toHaveCount(7);
  await page.getByRole('button', { name: /^Season 2/ }).click();
  await expect(episodes).toHaveCount(13);
  await expect(page.getByRole('heading', { name: /Episodes · Season 2/ })).toBeVisible();

  await episodes.nth(2).click();
  await expect(page).toHaveURL(/#\/watch\/tv\/7001\/2\/3$/);
});

test('search finds an offline title, keeps the query in the URL, and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/#/search');
  await expect(page.getByText('Start searching')).toBeVisible();
  const box = page.getByPlaceholder('Search for movies, TV shows, anime...');
  await box.fill('titanic');
  await expect(page.getByRole('link', { name: 'Titanic', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/search\?q=titanic$/);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Titanic', exact: true })).toBeVisible();

  await box.fill('zzqqxxnonsense');
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(page.getByText('Try searching with different keywords')).toBeVisible();

  // A query changed in the address, and back again, is shown in the box and searched.
  await page.evaluate(() => (window.location.hash = '#/search?q=titanic'));
  await expect(box).toHaveValue('titanic');
  await expect(page.getByRole('link', { name: 'Titanic', exact: true })).toBeVisible();
  await page.goBack();
  await expect(box).toHaveValue('zzqqxxnonsense');
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(page).toHaveURL(/#\/search\?q=zzqqxxnonsense$/);
});

test('trending tabs filter by type', async ({ page }) => {
  await page.goto('/#/trending');
  await expect(page.getByText("What's popular this week")).toBeVisible();
  const grid = page.getByRole('list', { name: 'Trending Now' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  const movieLinks = grid.locator('a[href^="#/movie/"]');
  const tvLinks = grid.locator('a[href^="#/tv/"]');
  await expect(movieLinks.first()).toBeVisible();
  await expect(tvLinks.first()).toBeVisible();

  await page.getByRole('tab', { name: 'Movies' }).click();
  await expect(page.getByRole('tab', { name: 'Movies' })).toHaveAttribute('aria-selected', 'true');
  await expect(tvLinks).toHaveCount(0);
  await expect(movieLinks.first()).toBeVisible();

  await page.getByRole('tab', { name: 'TV Shows' }).click();
  await expect(movieLinks).toHaveCount(0);
  await expect(tvLinks.first()).toBeVisible();
});

test('categories loads a genre and more titles on scroll', async ({ page }) => {
  await page.goto('/#/categories');
  await page.getByRole('button', { name: 'Comedy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Comedy', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const results = page.getByRole('list', { name: 'Comedy titles' });
  await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/genre=35/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /genre/);

  // Scrolling to the end asks for the next page and says so until it is in (the films' page is
  // held here); the grid stays virtualised meanwhile.
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/discover\/movie\?.*page=2/, async (route) => {
    await held;
    await route.continue();
  });
  const nextPage = page.waitForRequest(/\/discover\/movie\?.*page=2/);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await nextPage;
  const line = page.getByRole('status').filter({ hasText: 'Loading more...' });
  await expect(line).toBeVisible();
  const height = await page.evaluate(() => document.body.scrollHeight);
  release();
  await expect(line).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.body.scrollHeight)).toBeGreaterThan(height);
  const rendered = await results.getByRole('listitem').count();
  expect(rendered).toBeLessThan(120);
});
