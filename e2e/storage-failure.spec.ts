import { expect, test, type Page } from '@playwright/test';
import { storedItem } from './fixtures/stored';

/*
 * Storage that fails, in real Chromium: full, refused, a damaged record, the profile deleted in
 * another tab. Each gets a clear notice; the other records stay; nothing is written half.
 */
test.describe.configure({ timeout: 90_000 });

/** A stamp as the app makes them (time in ms, base 36), for records written by hand. */
const stamp = (ms: number, node = 'e2etestnode0') =>
  `${ms.toString(36).padStart(9, '0')}-0000-${node}`;

/** A list of the first profile as the app keeps it, its records stamped `ms`. */
const recordsOf = (entries: Record<string, unknown>, ms: number) =>
  JSON.stringify({
    v: 1,
    data: entries,
    meta: Object.fromEntries(Object.keys(entries).map((id) => [id, [stamp(ms)]])),
  });

const saved = (id: number, title: string) => ({
  ...storedItem(id, title),
  addedAt: '2024-01-01T00:00:00.000Z',
});

const notice = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

async function addToLibrary(page: Page, id: number) {
  await page.goto(`/#/movie/${id}`);
  await page.getByRole('button', { name: 'Add to Library' }).click();
}

async function firstMovie(page: Page) {
  const response = await page.request.get('/api/catalog/movie/popular?language=en&page=1');
  return ((await response.json()) as { results: { id: number; title: string }[] }).results[0]!;
}

test('storage full: the change is refused whole, the notice says so, the stored library is as it was', async ({
  page,
}) => {
  const movie = await firstMovie(page);
  await page.goto('/config.json');
  const before = recordsOf({ 'movie:1001': saved(1001, 'Already Kept') }, Date.now() - 60_000);
  await page.evaluate((raw) => {
    localStorage.setItem('reelbeat:main:library', raw);
    // Fill the rest of the origin's quota.
    let chunk = 'x'.repeat(512 * 1024);
    for (let i = 0; chunk.length > 16; i++) {
      try {
        localStorage.setItem(`e2e-fill-${i}`, chunk);
      } catch {
        chunk = chunk.slice(chunk.length / 2);
      }
    }
  }, before);

  await addToLibrary(page, movie.id);
  await expect(notice(page, 'Storage is full')).toContainText('your library');
  expect(await page.evaluate(() => localStorage.getItem('reelbeat:main:library'))).toBe(before);

  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('e2e-fill-')) localStorage.removeItem(key);
  });
  await page.goto('/#/library');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Already Kept' })).toBeVisible();
  await expect(page.getByText('1 item')).toBeVisible();
});

test('storage refused (a private window): the app works, and says changes will not be kept', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    indexedDB.open = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  });
  const movie = await firstMovie(page);
  await addToLibrary(page, movie.id);
  await expect(notice(page, 'Saving is not available')).toContainText('your library');
  // This tab keeps the change for as long as it is open.
  await expect(page.getByRole('button', { name: 'In Library', pressed: true })).toBeVisible();
  await page.goto('/#/music/library');
  await expect(page.getByRole('heading', { name: 'Your Library' })).toBeVisible();
});

test('a damaged record is set aside: the rest of the list shows, with a notice', async ({
  page,
}) => {
  await page.goto('/config.json');
  await page.evaluate(
    (raw) => localStorage.setItem('reelbeat:main:favorites', raw),
    recordsOf(
      { 'movie:1002': saved(1002, 'Still Here'), 'movie:1003': { title: 42 } },
      Date.now() - 60_000,
    ),
  );
  await page.goto('/#/favorites');
  await expect(page.getByRole('link', { name: 'Still Here' })).toBeVisible();
  await expect(notice(page, 'Some saved data was damaged')).toBeVisible();
  const kept = await page.evaluate(() => ({
    list: JSON.parse(localStorage.getItem('reelbeat:main:favorites')!).data as object,
    aside: localStorage.getItem('reelbeat:main:favorites.corrupt'),
  }));
  expect(Object.keys(kept.list)).toEqual(['movie:1002']);
  expect(kept.aside).toContain('"title":42');
});

test('the profile deleted in another tab: this tab is told, and writes nothing more to it', async ({
  context,
}) => {
  const page = await context.newPage();
  const movie = await firstMovie(page);
  await page.goto('/#/library');
  await expect(page.getByText('Your library is empty')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('reelbeat_profiles')))
    .not.toBeNull();

  // Another tab adds a profile, makes it its own, and deletes the first (as deleteProfile does).
  const other = await context.newPage();
  await other.goto('/config.json');
  await other.evaluate(
    (later) => {
      const registry = JSON.parse(localStorage.getItem('reelbeat_profiles')!);
      registry.data.kid = { name: 'Kid', createdAt: new Date().toISOString() };
      registry.meta.kid = [later];
      delete registry.data.main;
      registry.meta.main = [later];
      localStorage.setItem('reelbeat_profiles', JSON.stringify(registry));
      localStorage.setItem('reelbeat_profile', 'kid');
      for (const key of Object.keys(localStorage))
        if (key.startsWith('reelbeat:main:')) localStorage.removeItem(key);
    },
    stamp(Date.now() + 60_000),
  );

  await expect(notice(page, 'This profile was deleted')).toBeVisible();
  await expect(
    notice(page, 'This profile was deleted').getByRole('button', { name: 'Reload' }),
  ).toBeVisible();
  await addToLibrary(page, movie.id);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => localStorage.getItem('reelbeat:main:library'))).toBeNull();
});

test('storage full while adding a profile: it says so, and no profile is half made', async ({
  page,
}) => {
  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Profiles' }).click();
  await expect(page.getByText('Profiles (1 of 6)')).toBeVisible();
  const registry = await page.evaluate(() => localStorage.getItem('reelbeat_profiles'));
  expect(registry).not.toBeNull();
  await page.getByRole('button', { name: 'Add profile' }).click();
  await page.getByLabel('Name').fill('Ana');
  await page.evaluate(() => {
    let chunk = 'x'.repeat(512 * 1024);
    for (let i = 0; chunk.length > 16; i++) {
      try {
        localStorage.setItem(`e2e-fill-${i}`, chunk);
      } catch {
        chunk = chunk.slice(chunk.length / 2);
      }
    }
  });
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByRole('alert')).toContainText(
    "Your browser's storage is full, so the profile was not saved. Nothing was changed.",
  );
  expect(await page.evaluate(() => localStorage.getItem('reelbeat_profiles'))).toBe(registry);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('reelbeat:'))),
  ).not.toContainEqual(expect.stringMatching(/^reelbeat:(?!main:)/));

  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('e2e-fill-')) localStorage.removeItem(key);
  });
  await page.reload();
  await page.getByRole('tab', { name: 'Profiles' }).click();
  await expect(page.getByText('Profiles (1 of 6)')).toBeVisible();
});
