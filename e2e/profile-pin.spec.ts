import { expect, test, type Page } from '@playwright/test';
import { fixedTime } from './fixtures/fixed-time';
import { seedProfiles } from './fixtures/profiles';

/**
 * A kids profile's PIN in Chromium: set in Settings → Profiles (stored only as a hash), asked to
 * leave the kids profile, and wrong PINs slowing down with a countdown that a reload does not
 * reset. The page's time is fixed, and moved on by the test instead of waited for: the countdown
 * reads what the test set, however long a busy machine takes between two steps.
 */
test.describe.configure({ timeout: 120_000 });

async function leaveForSam(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Switch profile' })
    .click();
  await page.getByRole('button', { name: 'Sam' }).click();
  return page.getByRole('dialog', { name: 'Enter PIN' });
}

test('a wrong PIN waits longer each time, in words, across a reload; the right one lets go', async ({
  page,
}) => {
  const timePasses = await fixedTime(page);
  await seedProfiles(
    page,
    [
      { id: 'main', name: 'Sam' },
      { id: 'kid00001', name: 'Kid', kids: true, ceiling: 'US:PG' },
    ],
    'kid00001',
  );
  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Profiles' }).click();
  await page.getByRole('button', { name: 'Edit Kid' }).click();
  await page.getByRole('button', { name: 'Set a PIN' }).click();
  await page.getByLabel('New PIN', { exact: true }).fill('4821');
  await page.getByLabel('New PIN again').fill('4821');
  await page.getByRole('button', { name: 'Save' }).click();
  // From now on the kids profile's PIN guards the profiles' settings too.
  await expect(
    page.getByText('This kids profile has a PIN. Enter it to change profiles.'),
  ).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('reelbeat_profiles')!);
  expect(stored).not.toContain('4821');
  expect(JSON.parse(stored).data.kid00001.pin.iterations).toBeGreaterThanOrEqual(600_000);

  let dialog = await leaveForSam(page);
  await dialog.getByRole('button', { name: 'Forgot PIN?' }).click();
  await expect(dialog.getByText(/Clearing this site's data/)).toBeVisible();
  for (let i = 0; i < 2; i++) {
    await dialog.getByLabel('PIN', { exact: true }).fill('0000');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    // Checked (a slow hash) and refused: the field empties for the next try.
    await expect(dialog.getByLabel('PIN', { exact: true })).toHaveValue('');
    await expect(dialog.getByText('Wrong PIN.')).toBeVisible();
    await expect(dialog.getByTestId('pin-wait')).toHaveCount(0);
  }
  await dialog.getByLabel('PIN', { exact: true }).fill('1111');
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  const wait = dialog.getByTestId('pin-wait');
  await expect(wait).toHaveText('Too many wrong PINs. Try again in 15 seconds.');
  await expect(dialog.getByLabel('PIN', { exact: true })).toBeDisabled();
  await timePasses(5_000);
  await expect(wait).toHaveText('Too many wrong PINs. Try again in 10 seconds.');

  // A reload keeps the wait; it still counts down.
  await page.reload();
  dialog = await leaveForSam(page);
  await expect(dialog.getByTestId('pin-wait')).toHaveText(/Try again in 10 seconds\./);
  await timePasses(10_000);
  await expect(dialog.getByTestId('pin-wait')).toHaveCount(0);

  // The fourth wrong PIN waits twice as long.
  await dialog.getByLabel('PIN', { exact: true }).fill('2222');
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(dialog.getByTestId('pin-wait')).toHaveText(
    'Too many wrong PINs. Try again in 30 seconds.',
  );
  await timePasses(30_000);
  await dialog.getByLabel('PIN', { exact: true }).fill('4821');
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('reelbeat_profile'))).toBe('main');
  expect(await page.evaluate(() => localStorage.getItem('reelbeat_pin_attempts'))).toBe('{}');
});

test('opening a guarded profile asks its PIN; Cancel stays', async ({ page }) => {
  await seedProfiles(
    page,
    [
      { id: 'main', name: 'Sam' },
      { id: 'ana00001', name: 'Ana' },
    ],
    'main',
  );
  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Profiles' }).click();
  await page.getByRole('button', { name: 'Edit Ana' }).click();
  await page.getByRole('button', { name: 'Set a PIN' }).click();
  await page.getByLabel('New PIN', { exact: true }).fill('123456');
  await page.getByLabel('New PIN again').fill('123457');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The two PINs are not the same.')).toBeVisible();
  await page.getByLabel('New PIN again').fill('123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ana', { exact: true })).toBeVisible();

  // Its settings now ask for it too.
  await page.getByRole('button', { name: 'Edit Ana' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter PIN' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/#/profiles');
  await page.getByRole('button', { name: 'Ana' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter PIN' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
  await page.getByRole('button', { name: 'Ana' }).click();
  await dialog.getByLabel('PIN', { exact: true }).fill('123456');
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).toHaveURL(/#\/$/);
  // Switching profile reloads the page into the chosen one: read once the reload has settled.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('reelbeat_profile')).catch(() => null))
    .toBe('ana00001');
});
