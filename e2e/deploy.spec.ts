import { expect, test, type Page, type Request } from '@playwright/test';

/*
 * A new version is deployed while a tab of the old one is open (no service worker here: the
 * worker keeps its own version's files, install.spec.ts). The old page names code files the
 * server no longer has; the app reloads into the new version instead of showing an error.
 */

const MUSIC_CODE = /\/assets\/music-home-route-[\w-]+\.js$/;

/** Home, once the idle-time shell (which watches for missing code) has mounted. */
async function openHome(page: Page) {
  // The shell's first effect that leaves a trace: it registers the service worker, which this
  // suite blocks (playwright.config.ts); its other effects ran in the same commit.
  const shellMounted = page.waitForEvent('console', (message) =>
    message.text().includes('Service Worker registration blocked'),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trending this season' })).toBeVisible();
  await shellMounted;
}

/** Counts the page's document loads (a hash change is not one). */
function documentLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count++;
  });
  return loads;
}

/** The deployment: the old build's Music code is gone until the page loads the new version. */
const goneUntilReload = (page: Page, loads: { count: number }) =>
  page.route(MUSIC_CODE, (route) =>
    loads.count > 1 ? route.continue() : route.fulfill({ status: 404, body: 'Not Found' }),
  );

const goToMusic = (page: Page) =>
  page.evaluate(() => {
    // A tap on the link: no pointing at it first, so its code is not fetched ahead.
    window.location.hash = '#/music';
  });

test('a page whose code is gone after a deployment reloads into the new version', async ({
  page,
}) => {
  const loads = documentLoads(page);
  await openHome(page);
  expect(loads.count).toBe(1);
  await goneUntilReload(page, loads);
  await goToMusic(page);
  await expect(page.getByRole('heading', { level: 1, name: /Reelbeat Music/ })).toBeVisible();
  expect(loads.count).toBe(2);
  await expect(page).toHaveURL(/#\/music$/);
  await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0);
});

test('pointing at a link whose code is gone reloads nothing; following it does', async ({
  page,
}) => {
  const loads = documentLoads(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  await goneUntilReload(page, loads);
  const music = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Music', exact: true });
  // Pointing fetches the page's code ahead, which fails: the reader is only pointing.
  const fetchedAhead = page.waitForResponse(MUSIC_CODE);
  await music.hover();
  expect((await fetchedAhead).status()).toBe(404);
  await page.waitForTimeout(1_000);
  expect(loads.count).toBe(1);
  await music.click();
  await expect(page.getByRole('heading', { level: 1, name: /Reelbeat Music/ })).toBeVisible();
  expect(loads.count).toBe(2);
});

test('a file that stays missing shows the error screen after one reload, not a loop', async ({
  page,
}) => {
  const loads = documentLoads(page);
  await openHome(page);
  await page.route(MUSIC_CODE, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await goToMusic(page);
  await expect.poll(() => loads.count).toBe(2);
  await expect(page.getByText('Oops! Something went wrong')).toBeVisible();
  // The reloaded page settles (its idle-time shell mounts within 2 s) and is not reloaded again.
  await page.waitForTimeout(3_000);
  expect(loads.count).toBe(2);
  await expect(page.getByText('Oops! Something went wrong')).toBeVisible();
});
