import { expect, test, type Browser, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Two browser contexts are two devices with one sync phrase, against the e2e server (docs/sync.md).
 */
const entry = (id: number, title: string) => ({
  id,
  type: 'movie',
  title,
  overview: '',
  posterPath: null,
  backdropPath: null,
  voteAverage: 8,
  releaseDate: '1999-10-15',
  genreIds: [18],
  popularity: 60,
  addedAt: '2024-01-01T00:00:00.000Z',
});

/** A device whose favorites hold `titles` (kept as before profiles: they move in at start-up). */
async function device(browser: Browser, favorites: [number, string][]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(
    (list) => {
      localStorage.setItem('reelbeat_favorites', JSON.stringify({ v: 1, data: list }));
    },
    favorites.map(([id, title]) => entry(id, title)),
  );
  await page.reload();
  return { context, page };
}

async function openSyncTab(page: Page) {
  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Sync' }).click();
}

async function turnOn(page: Page): Promise<string> {
  await openSyncTab(page);
  await page.getByRole('button', { name: 'Turn on sync' }).click();
  const items = page.getByRole('list', { name: 'Your sync phrase' }).getByRole('listitem');
  await expect(items).toHaveCount(12);
  const words = await items.allTextContents();
  await expect(
    page.getByRole('img', { name: 'QR code to join sync on another device' }),
  ).toBeVisible();
  await expect(page.getByText('Synced', { exact: true })).toBeVisible();
  return words.join(' ');
}

async function joinWith(page: Page, phrase: string) {
  await openSyncTab(page);
  await page.getByLabel('Sync phrase').fill(phrase);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('Synced', { exact: true })).toBeVisible();
}

async function addToLibrary(page: Page, title: string) {
  await page.goto('/#/favorites');
  const card = page.getByRole('article').filter({ hasText: title });
  const add = page.getByRole('button', { name: `Add ${title} to library` });
  // A card builds its buttons when the pointer reaches it (the list may render again meanwhile).
  await expect(async () => {
    await page.mouse.move(0, 0);
    await card.hover();
    await expect(add).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await add.click();
  await expect(page.getByRole('button', { name: `Remove ${title} from library` })).toBeVisible();
}

test('two devices: join by phrase, a change arrives within 2 s, a deletion travels, offline edits merge', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const a = await device(browser, [[550, 'Fight Club']]);
  const b = await device(browser, [[807, 'Se7en']]);
  const phrase = await turnOn(a.page);
  await joinWith(b.page, phrase);

  // Both devices' favorites are now on both.
  await b.page.goto('/#/favorites');
  await expect(b.page.getByRole('link', { name: 'Fight Club' })).toBeVisible();
  await a.page.goto('/#/favorites');
  await expect(a.page.getByRole('link', { name: 'Se7en' })).toBeVisible();

  // Live: B looks at its library while A adds to it.
  await b.page.goto('/#/library');
  await expect(b.page.getByText('Your library is empty')).toBeVisible();
  await addToLibrary(a.page, 'Fight Club');
  await expect(b.page.getByRole('link', { name: 'Fight Club' })).toBeVisible({ timeout: 2000 });

  // A deletion travels.
  await b.page.getByRole('button', { name: 'Clear Library' }).click();
  await b.page
    .getByRole('dialog', { name: 'Clear Library' })
    .getByRole('button', { name: 'Clear' })
    .click();
  await a.page.goto('/#/library');
  await expect(a.page.getByText('Your library is empty')).toBeVisible();

  // Both offline, each adds a different title; back online, both have both.
  // A page load reads what sync wrote meanwhile (the favorites' cards keep the library flag
  // they rendered with).
  for (const { page } of [a, b]) {
    await page.goto('/#/favorites');
    await page.reload();
  }
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  await addToLibrary(a.page, 'Fight Club');
  await addToLibrary(b.page, 'Se7en');
  await openSyncTab(a.page);
  await expect(a.page.getByText("Offline — changes will sync when you're back")).toBeVisible();
  await a.context.setOffline(false);
  await b.context.setOffline(false);
  for (const { page } of [a, b]) {
    await page.goto('/#/library');
    await expect(page.getByRole('link', { name: 'Fight Club' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Se7en' })).toBeVisible({ timeout: 15_000 });
  }

  // The server holds none of the titles, their ids, nor the phrase's words.
  const dataDir = `${process.env.E2E_OUT ?? '.e2e-dist'}-sync-data`;
  const stored = readdirSync(dataDir)
    .map((file) => readFileSync(join(dataDir, file)).toString('latin1'))
    .join('\n');
  expect(stored.length).toBeGreaterThan(0);
  for (const secret of ['Fight Club', 'Se7en', 'movie:550', 'movie:807', phrase]) {
    expect(stored).not.toContain(secret);
  }
  for (const word of phrase.split(' ').filter((w) => w.length >= 6)) {
    expect(stored).not.toContain(word);
  }
  await a.context.close();
  await b.context.close();
});

test('a wrong or mistyped phrase is refused before any request', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/sync')) requests.push(request.url());
  });
  await openSyncTab(page);
  const field = page.getByLabel('Sync phrase');
  await field.fill('legal winner thank year wave sausage worth useful legal winner yellow thank');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'These words are not a sync phrase: a word is mistyped or out of order.',
  );
  await field.fill('legal winner thank year wave sausage worth useful legal winner thank yelow');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('“yelow” is not a word of sync phrases');
  await expect(page.getByRole('button', { name: 'Turn on sync' })).toBeVisible();
  expect(requests).toEqual([]);
});
