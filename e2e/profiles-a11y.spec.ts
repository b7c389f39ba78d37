import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './fixtures/axe';
import { seedProfiles } from './fixtures/profiles';

/**
 * The profile screens under axe, at a desktop and a phone width: "Who's watching?", Settings →
 * Profiles with the editor, the PIN dialog and "Add profile" open, and the PIN prompt.
 */
test.describe.configure({ timeout: 150_000 });

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

async function noBlocking(page: Page, what: string) {
  const found = await blockingViolations(page);
  expect(found, `axe violations on ${what} at ${page.viewportSize()?.width} px:\n${found}`).toBe(
    '',
  );
}

for (const size of WIDTHS) {
  test(`the profile screens at ${size.width} px: no serious or critical violations`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await seedProfiles(
      page,
      [
        { id: 'main', name: 'Sam' },
        { id: 'ana00001', name: 'Ana' },
        { id: 'kid00001', name: 'Kid', kids: true, ceiling: 'US:PG' },
      ],
      'main',
    );
    await page.goto('/#/profiles');
    await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
    await noBlocking(page, "Who's watching?");

    await page.goto('/#/settings');
    await page.getByRole('tab', { name: 'Profiles' }).click();
    await expect(page.getByRole('button', { name: 'Edit Ana' })).toBeVisible();
    await noBlocking(page, 'Settings → Profiles');

    await page.getByRole('button', { name: 'Add profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Add profile' })).toBeVisible();
    await noBlocking(page, 'Add profile');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit Ana' }).click();
    await expect(page.getByRole('button', { name: 'Set a PIN' })).toBeVisible();
    await noBlocking(page, 'the profile editor');
    await page.getByRole('button', { name: 'Set a PIN' }).click();
    await expect(page.getByLabel('New PIN', { exact: true })).toBeVisible();
    await noBlocking(page, 'the PIN dialog');
    await page.getByLabel('New PIN', { exact: true }).fill('4821');
    await page.getByLabel('New PIN again').fill('4821');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('New PIN', { exact: true })).toHaveCount(0);
    // Ana's settings now ask her PIN first: Settings → Profiles' own PIN dialog.
    await page.getByRole('button', { name: 'Edit Ana' }).click();
    const settingsPin = page.getByRole('dialog', { name: 'Enter PIN' });
    await expect(settingsPin.getByLabel('PIN', { exact: true })).toBeVisible();
    await noBlocking(page, "Settings → Profiles' PIN dialog");
    await settingsPin.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/#/profiles');
    await page.getByRole('button', { name: 'Ana' }).click();
    const prompt = page.getByRole('dialog', { name: 'Enter PIN' });
    await expect(prompt.getByLabel('PIN', { exact: true })).toBeVisible();
    await noBlocking(page, 'the PIN prompt');
    await prompt.getByRole('button', { name: 'Forgot PIN?' }).click();
    await expect(prompt.getByText(/Clearing this site's data/)).toBeVisible();
    await noBlocking(page, 'the PIN prompt with "Forgot PIN?" open');
  });
}
