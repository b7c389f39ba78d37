import { expect, test } from '@playwright/test';
import { addToLibrary, device, joinWith, openSyncTab, turnOn } from './sync-helpers';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Two browser contexts are two devices with one sync phrase, against the e2e server (docs/sync.md).
 */
test('two devices: join by phrase, a change arrives within 2 s, a deletion travels, offline edits of different records merge', async ({
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

  // Both offline, each edits a different record; back online, both have both.
  // A page load reads what sync wrote meanwhile (the favorites' cards keep the library flag
  // they rendered with).
  await a.page.goto('/#/favorites');
  await a.page.reload();
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  await addToLibrary(a.page, 'Fight Club');
  await b.page.goto('/#/settings');
  await b.page.getByLabel('Theme').selectOption('light');
  await openSyncTab(a.page);
  await expect(a.page.getByText("Offline — changes will sync when you're back")).toBeVisible();
  await a.context.setOffline(false);
  await b.context.setOffline(false);
  await b.page.goto('/#/library');
  await expect(b.page.getByRole('link', { name: 'Fight Club' })).toBeVisible({ timeout: 15_000 });
  await expect(a.page.locator('body')).toHaveClass(/light-theme/, { timeout: 15_000 });

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
