import { expect, test } from '@playwright/test';
import { contrastViolations } from './fixtures/axe';

/**
 * A confirmation's red button (Reset, Delete) reads at 4.5:1 in both themes: white on the dark
 * theme's light red read 3:1.
 */
for (const theme of ['dark', 'light'] as const) {
  test(`${theme} theme: the confirmation's danger button is readable`, async ({ page }) => {
    await page.addInitScript((chosen) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(
          'reelbeat_settings',
          JSON.stringify({ v: 2, data: { theme: chosen } }),
        );
        sessionStorage.setItem('seeded', '1');
      }
    }, theme);
    await page.goto('/#/settings');
    await page.getByRole('button', { name: 'Reset All Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset All Settings' });
    await expect(dialog.getByRole('button', { name: 'Reset', exact: true })).toBeVisible();
    expect(await contrastViolations(page, 'dialog[open]')).toBe('');
  });
}
