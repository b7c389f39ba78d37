import { expect, test, type Page } from '@playwright/test';
import { seedPin, seedProfiles } from './fixtures/profiles';

/**
 * A reload keeps the tab's profile and paints that profile's look from the first frame: a kids
 * tab stays in the kids profile (no PIN asked) after another tab chose another profile, and the
 * boot-paint script of index.html reads the page's profile's settings, not another's.
 */
test.describe.configure({ timeout: 90_000 });

const SAM = { theme: 'dark', accentColor: '#1db954' };
const KID = { theme: 'light', accentColor: '#ffaa00' };

/** Each profile's settings, as the records keep them; only on the context's first load. */
async function seedSettings(page: Page, settings: Record<string, object>) {
  await page.addInitScript((all) => {
    const stamp = `${Date.now().toString(36).padStart(9, '0')}-0000-${'0'.repeat(12)}`;
    for (const [profile, data] of Object.entries(all)) {
      const key = `reelbeat:${profile}:settings`;
      if (localStorage.getItem(key)) continue;
      const meta = Object.fromEntries(Object.keys(data).map((id) => [id, [stamp]]));
      localStorage.setItem(key, JSON.stringify({ v: 1, data, meta }));
    }
  }, settings);
}

/** Records the page's look each time the body's class or the root's style changes. */
async function recordLooks(page: Page) {
  await page.addInitScript(() => {
    const looks: string[] = [];
    Object.assign(window, { looks });
    const look = () =>
      `${document.body.classList.contains('light-theme') ? 'light' : 'dark'} ${document.documentElement.style.getPropertyValue('--accent')}`;
    new MutationObserver(() => {
      if (document.body && looks.at(-1) !== look()) looks.push(look());
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class', 'style'] });
  });
}
const looks = (page: Page) => page.evaluate(() => (window as unknown as { looks: string[] }).looks);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a kids tab reloads into the kids profile, with no PIN and no other look, after another tab left it', async ({
  page,
  context,
}) => {
  await seedProfiles(
    page,
    [
      { id: 'main', name: 'Sam' },
      { id: 'kid00001', name: 'Kid', kids: true, ceiling: 'US:PG', pin: seedPin('4821') },
    ],
    'kid00001',
  );
  await seedSettings(page, { main: SAM, kid00001: KID });
  await recordLooks(page);
  await page.goto('/');
  await expect(nav(page)).toBeVisible();
  expect(await looks(page)).toEqual(['light #ffaa00']);

  // Another tab leaves the kids profile for Sam, with the kids profile's PIN: the device now
  // opens Sam.
  const other = await context.newPage();
  await other.goto('/#/profiles');
  await other.getByRole('button', { name: 'Sam' }).click();
  const dialog = other.getByRole('dialog', { name: 'Enter PIN' });
  await dialog.getByLabel('PIN', { exact: true }).fill('4821');
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(other).toHaveURL(/#\/$/);
  await expect(nav(other)).toBeVisible();
  expect(await other.evaluate(() => localStorage.getItem('reelbeat_profile'))).toBe('main');
  await expect(other.locator('body')).not.toHaveClass(/light-theme/);

  await page.reload();
  await expect(nav(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: "Who's watching?" })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The kids profile's look from the first frame, and never Sam's.
  expect(await looks(page)).toEqual(['light #ffaa00']);
  await page.goto('/#/profiles');
  await expect(page.getByRole('button', { name: /Kid/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("index.html paints the page's profile's theme on a reload in each profile", async ({
  page,
}) => {
  await seedProfiles(
    page,
    [
      { id: 'main', name: 'Sam' },
      { id: 'ana00001', name: 'Ana' },
    ],
    'main',
  );
  await seedSettings(page, { main: SAM, ana00001: KID });
  await recordLooks(page);
  await page.goto('/');
  await expect(nav(page)).toBeVisible();
  expect(await looks(page)).toEqual(['dark #1db954']);

  await page.goto('/#/profiles');
  await page.getByRole('button', { name: 'Ana' }).click();
  await expect(nav(page)).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/light-theme/);
  expect(await looks(page)).toEqual(['light #ffaa00']);
  await page.reload();
  await expect(nav(page)).toBeVisible();
  expect(await looks(page)).toEqual(['light #ffaa00']);

  // The first frame alone (the app's files blocked): the boot-paint script's own work.
  await page.route(/\.(js|css)(\?|$)/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('[data-boot-frame]')).toBeVisible();
  expect(await looks(page)).toEqual(['light #ffaa00']);
  await page.evaluate(() => sessionStorage.setItem('reelbeat_profile_tab', 'main'));
  await page.reload();
  await expect(page.locator('[data-boot-frame]')).toBeVisible();
  expect(await looks(page)).toEqual(['dark #1db954']);
});
