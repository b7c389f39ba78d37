import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/*
 * The video lists and the settings open in two tabs of one browser: edits made in both at once
 * are both kept, the other tab shows them within a second without a reload, and a reload shows
 * them all.
 */
test.describe.configure({ timeout: 90_000 });

const LIVE = { timeout: 1_000 };

/** The titles of the offline catalogue's first popular movies. */
async function popularMovies(request: APIRequestContext, count: number) {
  const response = await request.get('/api/catalog/movie/popular?language=en&page=1');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { results: { id: number; title: string }[] };
  return body.results.slice(0, count);
}

async function openTitle(page: Page, movie: { id: number; title: string }) {
  await page.goto(`/#/movie/${movie.id}`);
  await expect(page.getByRole('heading', { name: movie.title, level: 1 })).toBeVisible();
  return page.getByRole('button', { name: 'Add to Library' });
}

test('My Library: two tabs add a title each at once, both are kept; the other tab follows live', async ({
  context,
  request,
}) => {
  const [one, two, three] = await popularMovies(request, 3);
  if (!one || !two || !three) throw new Error('the offline catalogue should list three movies');
  const [first, second] = [await context.newPage(), await context.newPage()];

  const [addOne, addTwo] = await Promise.all([openTitle(first, one), openTitle(second, two)]);
  await Promise.all([addOne.click(), addTwo.click()]);

  await first.goto('/#/library');
  await expect(first.getByText('2 items')).toBeVisible();
  await expect(first.getByRole('link', { name: one.title })).toBeVisible();
  await expect(first.getByRole('link', { name: two.title })).toBeVisible();

  // Added in the second tab: the first, showing the library, has it within a second.
  await (await openTitle(second, three)).click();
  await expect(first.getByRole('link', { name: three.title })).toBeVisible(LIVE);
  await expect(first.getByText('3 items')).toBeVisible(LIVE);

  await second.goto('/#/library');
  await second.reload();
  await expect(second.getByText('3 items')).toBeVisible();
  for (const movie of [one, two, three]) {
    await expect(second.getByRole('link', { name: movie.title })).toBeVisible();
  }
});

test('Settings: two tabs change two settings at once, both are kept; each tab shows the other live', async ({
  context,
}) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await Promise.all([first.goto('/#/settings'), second.goto('/#/settings')]);
  for (const page of [first, second]) await expect(page.getByLabel('Theme')).toHaveValue('dark');

  await Promise.all([
    first.getByLabel('Theme').selectOption('light'),
    second.getByLabel('Font size').selectOption('large'),
  ]);
  // Each tab has the other's change, without a reload.
  await expect(second.locator('body')).toHaveClass(/light-theme/, LIVE);
  await expect(second.getByLabel('Theme')).toHaveValue('light', LIVE);
  await expect(first.getByLabel('Font size')).toHaveValue('large', LIVE);

  // One more change in the second tab reaches the first within a second.
  await second.getByLabel('Font family').selectOption({ index: 1 });
  const family = await second.getByLabel('Font family').inputValue();
  await expect(first.getByLabel('Font family')).toHaveValue(family, LIVE);

  for (const page of [first, second]) {
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/light-theme/);
    await expect(page.getByLabel('Theme')).toHaveValue('light');
    await expect(page.getByLabel('Font size')).toHaveValue('large');
    await expect(page.getByLabel('Font family')).toHaveValue(family);
  }
});
