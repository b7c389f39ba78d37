import { expect, type Page } from '@playwright/test';

export const BANNER = "You're offline. Showing what's saved on this device.";

/** Waits until the service worker is active, then reloads so that it controls the page. */
export async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every image matched by `selector` has loaded real pixels. */
export async function expectArt(page: Page, selector: string) {
  const images = page.locator(selector);
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() =>
      images.evaluateAll((all) =>
        all.every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
}

export const musicPlayer = (page: Page) => page.getByRole('region', { name: 'Music player' });

/** The player's position in seconds, as its Seek slider says. */
export const playerPosition = async (page: Page) =>
  Number(
    await musicPlayer(page).getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuenow'),
  );

/** Downloads the first song a music search lists (from the menu) and returns its name. */
export async function downloadFirstSong(page: Page, query: string): Promise<string> {
  await page.goto(`/#/music/search?q=${encodeURIComponent(query)}`);
  const results = page.getByRole('list', { name: `Results for ${query}` });
  const more = results.getByRole('button', { name: /^More options for / }).first();
  await expect(more).toBeVisible({ timeout: 20_000 });
  const name = (await more.getAttribute('aria-label'))!.replace('More options for ', '');
  await more.click();
  await page
    .getByRole('menu', { name: `Options for ${name}` })
    .getByRole('menuitem', { name: 'Download' })
    .click();
  await expect(results.getByText('Downloaded').first()).toBeVisible({ timeout: 20_000 });
  return name;
}
