import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { storedItem } from './fixtures/stored';

/**
 * The one-file backup with profiles, in Chromium: every profile exported, site data cleared,
 * imported back as new profiles; one profile's file imported into another profile; Undo.
 */
test.describe.configure({ timeout: 90_000 });

const STAMP = `${Date.now().toString(36).padStart(9, '0')}-0000-${'0'.repeat(12)}`;

/** Two profiles, each with one title in My Library, stored as the layer stores them. */
async function seedTwoProfiles(page: Page) {
  await page.goto('/');
  await page.evaluate(
    ({ stamp, sam, ana }) => {
      const records = (entries: Record<string, unknown>) =>
        JSON.stringify({
          v: 1,
          data: entries,
          meta: Object.fromEntries(Object.keys(entries).map((id) => [id, [stamp]])),
        });
      const createdAt = '2026-11-01T00:00:00.000Z';
      localStorage.setItem(
        'reelbeat_profiles',
        records({ main: { name: 'Sam', createdAt }, ana00001: { name: 'Ana', createdAt } }),
      );
      localStorage.setItem('reelbeat_profile', 'main');
      localStorage.setItem('reelbeat:main:library', records({ 'movie:2001': sam }));
      localStorage.setItem('reelbeat:ana00001:library', records({ 'movie:2002': ana }));
    },
    {
      stamp: STAMP,
      sam: { ...storedItem(2001, 'Sams Pick'), addedAt: '2024-01-01T00:00:00.000Z' },
      ana: { ...storedItem(2002, 'Anas Pick'), addedAt: '2024-01-01T00:00:00.000Z' },
    },
  );
  await page.reload();
}

async function openYourData(page: Page) {
  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
}

async function exportFile(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all data' }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), buffer: await readFile((await download.path())!) };
}

/** The live records of a profile's list, by id. */
const liveIds = (page: Page, profile: string, list: string) =>
  page.evaluate(
    (key) => Object.keys(JSON.parse(localStorage.getItem(key) ?? '{"data":{}}').data as object),
    `reelbeat:${profile}:${list}`,
  );

async function switchTo(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Switch profile' })
    .click();
  await page.getByRole('button', { name }).click();
  await expect(page).toHaveURL(/#\/$/);
}

test('export all profiles, clear site data, import them as new profiles; Undo removes them', async ({
  page,
}) => {
  await seedTwoProfiles(page);
  await openYourData(page);
  await page.getByRole('radio', { name: 'All profiles (2)' }).check();
  const file = await exportFile(page);
  const exported = JSON.parse(file.buffer.toString('utf8')) as {
    formatVersion: number;
    profiles: { name: string; data: { library: { title: string }[] } }[];
  };
  expect(exported.formatVersion).toBe(2);
  expect(exported.profiles.map((p) => [p.name, p.data.library[0]?.title])).toEqual([
    ['Sam', 'Sams Pick'],
    ['Ana', 'Anas Pick'],
  ]);

  // Clearing the site's data clears its session storage too (the tab's profile).
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase('reelbeat');
      request.onsuccess = request.onerror = () => resolve(null);
    });
  });
  await page.reload();
  await openYourData(page);
  await page.getByLabel('Import data').setInputFiles({ ...file, mimeType: 'application/json' });
  const step = page.getByRole('region', { name: 'This file holds 2 profiles' });
  await expect(step.getByRole('radio', { name: 'Add them as new profiles' })).toBeChecked();
  await step.getByRole('button', { name: 'Continue' }).click();
  const preview = page.getByRole('region', { name: 'New profiles' });
  await expect(preview.getByRole('listitem')).toHaveText([/^Sam \d+ entr/, /^Ana \d+ entr/]);
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('2 profiles were added.')).toBeVisible();

  // Three profiles now, none remembered by the cleared device: the visit asks.
  await page.reload();
  await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
  await page.getByRole('button', { name: 'Ana' }).click();
  await page.goto('/#/library');
  await expect(page.getByText('Anas Pick')).toBeVisible();
  await switchTo(page, 'Sam');
  await page.goto('/#/library');
  await expect(page.getByText('Sams Pick')).toBeVisible();

  // Undo lives in the tab that imported: it deletes both profiles again.
  await page.goto('/#/profiles');
  await page.getByRole('button', { name: 'Me' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await openYourData(page);
  await page.getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByText(/The import was undone/)).toBeVisible();
  const names = await page.evaluate(() =>
    Object.values(JSON.parse(localStorage.getItem('reelbeat_profiles')!).data as object),
  );
  expect(names).toEqual([expect.objectContaining({ name: '' })]);
});

test("one profile's file imports into another profile, and Undo puts that profile back", async ({
  page,
}) => {
  await seedTwoProfiles(page);
  await openYourData(page);
  await page.getByRole('radio', { name: 'This profile (Sam)' }).check();
  const file = await exportFile(page);

  await page.getByLabel('Import data').setInputFiles({ ...file, mimeType: 'application/json' });
  const preview = page.getByRole('region', { name: 'Before anything changes' });
  await preview.getByLabel('Import into').selectOption({ label: 'Ana' });
  await expect(preview.getByRole('row', { name: /My Library 1 0 0 0/ })).toBeVisible();
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import complete.')).toBeVisible();
  expect((await liveIds(page, 'ana00001', 'library')).sort()).toEqual(['movie:2001', 'movie:2002']);
  expect(await liveIds(page, 'main', 'library')).toEqual(['movie:2001']);

  await page.getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByText(/The import was undone/)).toBeVisible();
  expect(await liveIds(page, 'ana00001', 'library')).toEqual(['movie:2002']);
  expect(await liveIds(page, 'main', 'library')).toEqual(['movie:2001']);
});
