import { expect, type Browser, type Page } from '@playwright/test';
import { storedItem } from './fixtures/stored';

/** Devices that sync, for the sync journeys: a browser context each. */
const entry = (id: number, title: string) => ({
  ...storedItem(id, title),
  addedAt: '2024-01-01T00:00:00.000Z',
});

/** A device whose favorites hold `titles` (kept as before profiles: they move in at start-up). */
export async function device(browser: Browser, favorites: [number, string][], baseURL?: string) {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
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

export async function openSyncTab(page: Page) {
  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Sync' }).click();
}

export async function turnOn(page: Page): Promise<string> {
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

export async function joinWith(page: Page, phrase: string) {
  await openSyncTab(page);
  await page.getByLabel('Sync phrase').fill(phrase);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('Synced', { exact: true })).toBeVisible();
}

export async function addToLibrary(page: Page, title: string) {
  await page.goto('/#/favorites');
  const card = page.getByRole('article').filter({ hasText: title });
  const add = page.getByRole('button', { name: `Add ${title} to library` });
  // A card builds its buttons when hovered or focused (the list may render again meanwhile).
  await expect(async () => {
    await page.mouse.move(0, 0);
    await card.hover();
    await card.getByRole('link', { name: title }).focus();
    await expect(add).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  await add.click();
  await expect(page.getByRole('button', { name: `Remove ${title} from library` })).toBeVisible();
}
