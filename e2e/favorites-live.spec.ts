import { expect, test, type APIRequestContext } from '@playwright/test';
import { device, joinWith, turnOn } from './sync-helpers';

const LIVE = { timeout: 1_500 };

async function popularMovie(request: APIRequestContext) {
  const response = await request.get('/api/catalog/movie/popular?language=en&page=1');
  const body = (await response.json()) as { results: { id: number; title: string }[] };
  return body.results[0]!;
}

test('Favorites: a title removed from My Library in another tab loses its pressed library button', async ({
  context,
  request,
}) => {
  const movie = await popularMovie(request);
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.goto(`/#/movie/${movie.id}`);
  await first.getByRole('button', { name: 'Add to Library' }).click();
  await first.goto('/#/library');
  await first.getByRole('article').hover();
  await first.getByRole('button', { name: `Add ${movie.title} to favorites` }).click();
  await first.goto('/#/favorites');
  await first.getByRole('article').hover();
  const button = first.getByRole('button', { name: `Remove ${movie.title} from library` });
  await expect(button).toHaveAttribute('aria-pressed', 'true');

  await second.goto('/#/library');
  await second.getByRole('article').hover();
  await second.getByRole('button', { name: `Remove ${movie.title} from library` }).click();
  await expect(second.getByText('0 items')).toBeVisible();

  await expect(
    first.getByRole('button', { name: `Add ${movie.title} to library` }),
  ).toHaveAttribute('aria-pressed', 'false', LIVE);
});

test('Favorites: a title removed from My Library on another device loses its pressed library button', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const a = await device(browser, [[550, 'Fight Club']]);
  const b = await device(browser, []);
  const phrase = await turnOn(a.page);
  await joinWith(b.page, phrase);
  await a.page.goto('/#/favorites');
  // Focus builds the card's buttons as hovering does.
  await a.page.getByRole('link', { name: 'Fight Club' }).focus();
  await a.page.getByRole('button', { name: 'Add Fight Club to library' }).click();
  const remove = a.page.getByRole('button', { name: 'Remove Fight Club from library' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');

  await b.page.goto('/#/library');
  await expect(b.page.getByRole('link', { name: 'Fight Club' })).toBeVisible({ timeout: 5000 });
  await b.page.getByRole('button', { name: 'Clear Library' }).click();
  await b.page
    .getByRole('dialog', { name: 'Clear Library' })
    .getByRole('button', { name: 'Clear' })
    .click();
  await expect(a.page.getByRole('button', { name: 'Add Fight Club to library' })).toHaveAttribute(
    'aria-pressed',
    'false',
    { timeout: 5000 },
  );

  await a.page.goto('/#/library');
  await expect(a.page.getByText('Your library is empty')).toBeVisible();
  await a.page.goto('/#/favorites');
  await a.page.getByRole('link', { name: 'Fight Club' }).focus();
  await expect(a.page.getByRole('button', { name: 'Add Fight Club to library' })).toBeVisible();
  await a.context.close();
  await b.context.close();
});
