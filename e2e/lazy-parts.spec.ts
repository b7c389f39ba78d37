import {
  expect,
  test,
  type BrowserContext,
  type Page,
  type Request,
  type Route,
} from '@playwright/test';

/*
 * Parts of the app load after the page (a page's code, the music player bar, the developer
 * panel). One whose file cannot be fetched, offline or after a deployment replaced it, never
 * takes the page down: offline it comes once the connection is back, and a file a deployment
 * removed reloads the page once into the new version (src/lib/startup/lazy-part.ts).
 */

const OOPS = 'Oops! Something went wrong';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Home, once the idle-time shell (which reloads for missing code) has mounted. */
async function openHome(page: Page, path = '/') {
  const shellMounted = page.waitForEvent('console', (message) =>
    message.text().includes('Service Worker registration blocked'),
  );
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await shellMounted;
}

/**
 * Goes offline with the files `pattern` matches failing as they do offline; resolves with the
 * number of times they were asked for, and a function that brings the connection back.
 */
async function offlineFor(page: Page, context: BrowserContext, pattern: RegExp) {
  const asked = { count: 0 };
  await page.route(pattern, (route) => {
    asked.count++;
    return route.abort('internetdisconnected');
  });
  await context.setOffline(true);
  return {
    asked,
    async back() {
      await page.unroute(pattern);
      await context.setOffline(false);
    },
  };
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a page whose code cannot be fetched offline leaves the shell up and comes once back online', async ({
  page,
  context,
}) => {
  await openHome(page);
  const network = await offlineFor(page, context, /\/assets\/about-route-[\w-]+\.js$/);
  await page.evaluate(() => (window.location.hash = '#/about'));
  await expect.poll(() => network.asked.count).toBeGreaterThan(0);
  await expect(nav(page)).toBeVisible();
  await expect(page.getByText(OOPS)).toHaveCount(0);

  await network.back();
  await expect(page.getByRole('heading', { level: 1, name: 'About Reelbeat' })).toBeVisible();
  await expect(page.getByText(OOPS)).toHaveCount(0);
});

test('the music page and player bar, gone offline before their code came, arrive once back online', async ({
  page,
  context,
}) => {
  await openHome(page);
  const network = await offlineFor(
    page,
    context,
    /\/assets\/(music-home-route|music-player)-[\w-]+\.js$/,
  );
  await page.evaluate(() => (window.location.hash = '#/music'));
  await expect.poll(() => network.asked.count).toBeGreaterThan(0);
  await expect(nav(page)).toBeVisible();
  await expect(page.getByText(OOPS)).toHaveCount(0);

  await network.back();
  await expect(page.getByRole('heading', { level: 1, name: /Reelbeat Music/ })).toBeVisible();
  const first = page.getByRole('list', { name: 'Pop Hits' }).getByRole('listitem').first();
  const name = (await first.getByRole('heading').innerText()).trim();
  await page.getByRole('button', { name: `Play ${name}` }).click();
  await expect(page.getByRole('region', { name: 'Music player' })).toContainText(name);
  await expect(page.getByText(OOPS)).toHaveCount(0);
});

test('a part whose failed fetch is heard only once the connection is back loads at once', async ({
  page,
  context,
}) => {
  // A slow device learns that the keyboard's code could not be fetched offline only after the
  // connection has come back: the failure is the connection's all the same.
  const shortcuts = /\/assets\/shortcuts-[\w-]+\.js$/;
  const held: Route[] = [];
  await page.route(shortcuts, (route) => void held.push(route));
  await page.goto('/#/about');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await context.setOffline(true);
  await context.setOffline(false);
  await Promise.all(held.map((route) => route.abort('internetdisconnected')));
  await page.unroute(shortcuts);

  await expect(async () => {
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText(OOPS)).toHaveCount(0);
});

const DEVELOPER_PANEL = /\/assets\/developer-panel-[\w-]+\.js$/;
const developerMode = (page: Page) => page.getByRole('switch', { name: 'Developer mode' });
const developerPanel = (page: Page) => page.getByRole('complementary', { name: 'Developer panel' });

async function openExperimentalSettings(page: Page) {
  await openHome(page, '/#/settings');
  await page.getByRole('tab', { name: 'Experimental' }).click();
  await expect(developerMode(page)).toBeVisible();
}

test('the developer panel, turned on offline, comes once back online; the page stays', async ({
  page,
  context,
}) => {
  await openExperimentalSettings(page);
  const network = await offlineFor(page, context, DEVELOPER_PANEL);
  await developerMode(page).click();
  await expect.poll(() => network.asked.count).toBeGreaterThan(0);
  await expect(developerMode(page)).toBeChecked();
  await expect(page.getByText(OOPS)).toHaveCount(0);

  await network.back();
  await expect(developerPanel(page)).toBeVisible();
});

test('a Settings tab whose code is asked for offline comes once back online; the page stays', async ({
  page,
  context,
}) => {
  await page.goto('/#/settings');
  await expect(page.getByRole('tab', { name: 'Sync' })).toBeVisible();
  const network = await offlineFor(page, context, /\/assets\/sync-panel-[\w-]+\.js$/);
  await page.getByRole('tab', { name: 'Sync' }).click();
  await expect.poll(() => network.asked.count).toBeGreaterThan(0);
  await expect(page.getByText(OOPS)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Sync' })).toHaveAttribute('aria-selected', 'true');

  await network.back();
  await expect(page.getByRole('button', { name: 'Turn on sync' })).toBeVisible();
});

/** Counts the page's document loads (a hash change is not one). */
function documentLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count++;
  });
  return loads;
}

test('the developer panel whose file a deployment removed reloads the page once into the new version', async ({
  page,
}) => {
  const loads = documentLoads(page);
  await openExperimentalSettings(page);
  // Long after the last navigation: this is the switch's doing, not a page being opened.
  await page.waitForTimeout(5_500);
  await page.route(DEVELOPER_PANEL, (route) =>
    loads.count > 1 ? route.continue() : route.fulfill({ status: 404, body: 'Not Found' }),
  );
  await developerMode(page).click();
  await expect.poll(() => loads.count).toBe(2);
  await expect(developerPanel(page)).toBeVisible();
  await expect(page.getByText(OOPS)).toHaveCount(0);
});

test('a developer panel whose file stays missing leaves the page up, and reloads it only once', async ({
  page,
}) => {
  const loads = documentLoads(page);
  await openExperimentalSettings(page);
  const shells = { mounted: 0 };
  page.on('console', (message) => {
    if (message.text().includes('Service Worker registration blocked')) shells.mounted++;
  });
  await page.route(DEVELOPER_PANEL, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await developerMode(page).click();
  await expect.poll(() => loads.count).toBe(2);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The reloaded page asks for the panel again and its idle-time shell mounts: no second reload.
  // (A blocked registration is asked twice, to tell it from a failed one: src/lib/pwa/register-sw.ts.)
  await expect.poll(() => shells.mounted).toBeGreaterThan(0);
  await page.waitForTimeout(1_000);
  expect(loads.count).toBe(2);
  await expect(page.getByText(OOPS)).toHaveCount(0);
  await expect(developerPanel(page)).toHaveCount(0);
});
