import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { fixedTime } from './fixtures/fixed-time';
import { seedPin, seedProfiles } from './fixtures/profiles';
import { storedItem } from './fixtures/stored';

/**
 * A backup that reads or writes another profile asks that profile's PIN, in Chromium: exporting
 * "All profiles" (Cancel exports nothing; wrong PINs wait as at the start of a profile, moved on
 * with Playwright's clock), and importing into a guarded profile (Cancel keeps this profile).
 */
test.describe.configure({ timeout: 120_000 });

const STAMP = `${Date.now().toString(36).padStart(9, '0')}-0000-${'0'.repeat(12)}`;

/** Sam (this device's, no PIN) and Ana (PIN 2468), one title each in My Library. */
async function seed(page: Page) {
  await seedProfiles(
    page,
    [
      { id: 'main', name: 'Sam' },
      { id: 'ana00001', name: 'Ana', pin: seedPin('2468') },
    ],
    'main',
  );
  await page.addInitScript(
    ({ stamp, sam, ana }) => {
      if (localStorage.getItem('reelbeat:main:library')) return;
      const records = (entries: Record<string, unknown>) =>
        JSON.stringify({
          v: 1,
          data: entries,
          meta: Object.fromEntries(Object.keys(entries).map((id) => [id, [stamp]])),
        });
      localStorage.setItem('reelbeat:main:library', records({ 'movie:2001': sam }));
      localStorage.setItem('reelbeat:ana00001:library', records({ 'movie:2002': ana }));
    },
    {
      stamp: STAMP,
      sam: { ...storedItem(2001, 'Sams Pick'), addedAt: '2024-01-01T00:00:00.000Z' },
      ana: { ...storedItem(2002, 'Anas Pick'), addedAt: '2024-01-01T00:00:00.000Z' },
    },
  );
}

async function openYourData(page: Page) {
  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
}

const liveIds = (page: Page, profile: string) =>
  page.evaluate(
    (key) => Object.keys(JSON.parse(localStorage.getItem(key) ?? '{"data":{}}').data as object),
    `reelbeat:${profile}:library`,
  );

test("exporting all profiles asks the other profile's PIN: Cancel exports nothing, wrong PINs wait, the right one exports", async ({
  page,
}) => {
  // The page's time is fixed and moved on by the test (fixtures/fixed-time.ts).
  const timePasses = await fixedTime(page);
  await seed(page);
  await openYourData(page);
  let downloads = 0;
  page.on('download', () => void downloads++);
  await page.getByRole('radio', { name: 'All profiles (2)' }).check();
  const exportButton = page.getByRole('button', { name: 'Export all data' });
  const dialog = page.getByRole('dialog', { name: 'Enter PIN' });

  await exportButton.click();
  await expect(dialog).toContainText('Enter the PIN of Ana.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await exportButton.click();
  const pin = dialog.getByLabel('PIN', { exact: true });
  for (const wrong of ['0000', '1111', '2222']) {
    await pin.fill(wrong);
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(pin).toHaveValue('');
  }
  await expect(dialog.getByTestId('pin-wait')).toHaveText(
    'Too many wrong PINs. Try again in 15 seconds.',
  );
  await expect(pin).toBeDisabled();
  expect(downloads).toBe(0);

  await timePasses(15_000);
  await expect(pin).toBeEnabled();
  const downloading = page.waitForEvent('download');
  await pin.fill('2468');
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  const download = await downloading;
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profiles: { name: string; data: { library: { title: string }[] } }[];
  };
  expect(file.profiles.map((p) => [p.name, p.data.library[0]?.title])).toEqual([
    ['Sam', 'Sams Pick'],
    ['Ana', 'Anas Pick'],
  ]);
  expect(downloads).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('reelbeat_pin_attempts'))).toBe('{}');
});

test('importing into another, guarded profile asks its PIN first; Cancel keeps this profile', async ({
  page,
}) => {
  await seed(page);
  await openYourData(page);
  await page.getByRole('radio', { name: 'This profile (Sam)' }).check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all data' }).click();
  const download = await downloading;
  const file = {
    name: download.suggestedFilename(),
    buffer: await readFile((await download.path())!),
    mimeType: 'application/json',
  };

  await page.getByLabel('Import data').setInputFiles(file);
  const preview = page.getByRole('region', { name: 'Before anything changes' });
  const target = preview.getByLabel('Import into');
  const dialog = page.getByRole('dialog', { name: 'Enter PIN' });
  await target.selectOption({ label: 'Ana' });
  await expect(dialog).toContainText('Enter the PIN of Ana.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(target.locator('option:checked')).toHaveText('Sam (this profile)');

  await target.selectOption({ label: 'Ana' });
  await dialog.getByLabel('PIN', { exact: true }).fill('2468');
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(target.locator('option:checked')).toHaveText('Ana');
  await expect(preview.getByRole('row', { name: /My Library 1 0 0 0/ })).toBeVisible();
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import complete.')).toBeVisible();
  expect((await liveIds(page, 'ana00001')).sort()).toEqual(['movie:2001', 'movie:2002']);
  expect(await liveIds(page, 'main')).toEqual(['movie:2001']);
});
