import { expect, test, type Page } from '@playwright/test';
import { firstId } from './fixtures/catalogue';
import { seedProfiles } from './fixtures/profiles';

/**
 * Profiles in Chromium: "Who's watching?", switching from the sidebar and the bottom bar, each
 * profile's own library and settings, renaming, deleting with a backup first, "Always ask".
 */
test.describe.configure({ timeout: 90_000 });

const TWO = [
  { id: 'main', name: 'Sam' },
  { id: 'ana00001', name: 'Ana' },
];

async function openProfilesTab(page: Page) {
  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Profiles' }).click();
}

async function switchFromSidebar(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Switch profile' })
    .click();
  await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
  await page.getByRole('button', { name }).click();
  await expect(page).toHaveURL(/#\/$/);
}

test('a second profile is added in Settings, and each keeps its own settings and library', async ({
  page,
  request,
}) => {
  const id = await firstId(request, 'movie');
  await openProfilesTab(page);
  await page.getByRole('button', { name: 'Add profile' }).click();
  await page.getByLabel('Name').fill('Ana');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Profiles (2 of 6)')).toBeVisible();

  // The first profile: a light theme and a title in My Library.
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await page.getByLabel('Theme').selectOption('light');
  await page.goto(`/#/movie/${id}`);
  await page.getByRole('button', { name: 'Add to Library' }).first().click();
  await expect(page.getByRole('button', { name: 'In Library' }).first()).toBeVisible();

  // A reload starts with "Switch profile" in the sidebar; Ana has neither.
  await page.reload();
  await switchFromSidebar(page, 'Ana');
  await expect(page.locator('body')).not.toHaveClass(/light-theme/);
  await page.goto('/#/library');
  await expect(page.getByText('Your library is empty')).toBeVisible();

  // Back to the first profile: both are still there.
  await switchFromSidebar(page, 'Me');
  await expect(page.locator('body')).toHaveClass(/light-theme/);
  await page.goto('/#/library');
  await expect(page.getByRole('main').locator(`a[href$="/movie/${id}"]`).first()).toBeVisible();
});

test('the bottom bar on a phone switches profile in one tap', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await seedProfiles(page, TWO, 'main');
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(bar.getByRole('link')).toHaveCount(7);
  await bar.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
  await page.getByRole('button', { name: 'Ana' }).click();
  await expect(page).toHaveURL(/#\/$/);
  expect(await page.evaluate(() => localStorage.getItem('reelbeat_profile'))).toBe('ana00001');
});

test('"Always ask" opens every visit on "Who\'s watching?"; a remembered profile opens straight', async ({
  page,
  context,
}) => {
  await seedProfiles(page, TWO, 'main');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await openProfilesTab(page);
  await page.getByRole('switch', { name: /Always ask who's watching/ }).check();

  const next = await context.newPage();
  await next.goto('/');
  await expect(next.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
  await expect(next.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await next.getByRole('button', { name: 'Ana' }).click();
  await expect(next.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // A reload of that tab keeps its choice.
  await next.reload();
  await expect(next.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await page.getByRole('switch', { name: /Always ask who's watching/ }).uncheck();
  const third = await context.newPage();
  await third.goto('/');
  await expect(third.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(third.getByRole('heading', { name: "Who's watching?" })).toHaveCount(0);
});

test("Settings' profile rows read from the start, with Settings' switch; the picker centres names", async ({
  page,
}) => {
  await seedProfiles(page, TWO, 'main');
  await openProfilesTab(page);
  // Where a text's first line starts, not its box (which spans the row whatever the alignment).
  const textStart = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getClientRects()[0]!.left;
  };
  const row = page.getByRole('listitem').filter({ hasText: 'In use here' });
  const name = await row.getByText('Sam', { exact: true }).evaluate(textStart);
  const detail = await row.getByText('In use here').evaluate(textStart);
  expect(Math.abs(name - detail)).toBeLessThan(1);

  // "Always ask" is drawn as every other switch in Settings (Ad Blocking's, here).
  const look = (el: Element) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const { appearance, borderRadius } = style;
    return { appearance, borderRadius, width: box.width, height: box.height };
  };
  const ask = await page.getByRole('switch', { name: /Always ask who's watching/ }).evaluate(look);
  await page.getByRole('tab', { name: 'Ad Blocking' }).click();
  const other = await page
    .getByRole('switch', { name: /Allow pop-ups for/ })
    .first()
    .evaluate(look);
  expect(ask).toEqual(other);
  expect(ask.appearance).toBe('none');

  // "Who's watching?" keeps a name centred under its avatar, a name that wraps included.
  await page.goto('/#/profiles');
  const choice = page.getByRole('button', { name: 'Ana' });
  await expect(choice).toBeVisible();
  expect(
    await choice.getByText('Ana', { exact: true }).evaluate((el) => getComputedStyle(el).textAlign),
  ).toBe('center');
});

test('renaming, and deleting the profile in use with a backup first', async ({ page }) => {
  await seedProfiles(page, TWO, 'ana00001');
  await openProfilesTab(page);
  await page.getByRole('button', { name: 'Edit Ana' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Ana B');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ana B', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Ana B' }).click();
  await page.getByRole('button', { name: 'Delete profile' }).click();
  const question = page.getByRole('dialog', { name: 'Delete Ana B?' });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByLabel("Save a backup of this profile's data first").check();
  const download = page.waitForEvent('download');
  await question.getByRole('button', { name: 'Delete' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^reelbeat-backup-.*\.json$/);

  // The page opens again in the profile left, with no "Switch profile" (one profile).
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Switch profile' })).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    active: localStorage.getItem('reelbeat_profile'),
    registry: JSON.parse(localStorage.getItem('reelbeat_profiles')!).data,
    keys: Object.keys(localStorage).filter((key) => key.startsWith('reelbeat:ana00001:')),
  }));
  expect(Object.keys(stored.registry)).toEqual(['main']);
  expect(stored.keys).toEqual([]);
});

test('a profile deleted in another tab sends this tab to "Who\'s watching?"', async ({
  page,
  context,
}) => {
  await seedProfiles(page, [...TWO, { id: 'kim00001', name: 'Kim' }], 'kim00001');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/#/settings');
  await other.getByRole('tab', { name: 'Profiles' }).click();
  await other.getByRole('button', { name: 'Edit Kim' }).click();
  await other.getByRole('button', { name: 'Delete profile' }).click();
  await other
    .getByRole('dialog', { name: 'Delete Kim?' })
    .getByRole('button', { name: 'Delete' })
    .click();

  await expect(page.getByText('This profile was deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kim' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sam' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

// Six made here, or eight after a sync merge brought profiles from another device: every one
// is listed on both screens, and none can be added; above six, the words say how many must go.
const LIMIT_WORDS: Record<number, string> = {
  6: 'You can have up to 6 profiles. Delete one to add another.',
  8: 'This browser has 8 profiles (some came from another device), more than the 6 you can have. Delete 3 profiles to add another.',
};
for (const count of [6, 8]) {
  test(`with ${count} profiles every one is listed, and none can be added`, async ({ page }) => {
    const profiles = Array.from({ length: count }, (_, i) => ({
      id: i === 0 ? 'main' : `p${i + 1}`.padEnd(8, '0'),
      name: `P${i + 1}`,
    }));
    await seedProfiles(page, profiles, 'main');
    await openProfilesTab(page);
    await expect(page.getByText(`Profiles (${count} of 6)`)).toBeVisible();
    for (const { name } of profiles)
      await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add profile' })).toHaveCount(0);
    const limit = page.getByText(LIMIT_WORDS[count]!);
    await expect(limit).toBeVisible();
    await page.goto('/#/profiles');
    const list = page.getByRole('list', { name: 'Profiles' });
    await expect(list.getByRole('listitem')).toHaveCount(count);
    await expect(page.getByRole('button', { name: 'Add profile' })).toHaveCount(0);
    await expect(limit).toBeVisible();
  });
}

test("a browser with one profile never loads the profiles' start, on its first visit or the next", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/profile-start-[\w-]+\.js$/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/#/music');
  await expect(page.getByRole('heading', { name: 'Pop Hits' })).toBeVisible();
  // The first profile is made once the first screen is in; no choice is written (one profile).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('reelbeat_profiles') !== null))
    .toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('reelbeat_profile'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pop Hits' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});
