import { expect, test, type Page } from '@playwright/test';
import { chooseStoredLanguage } from './fixtures/language';

/**
 * index.html's boot script asks for the current page's files while `main.js` downloads
 * (scripts/build/page-files-plugin.ts). Each must then be downloaded once: the app's own request for
 * the file (a module import, Vite's stylesheet link) has to find the preloaded copy.
 */

interface Sent {
  path: string;
  priority: string;
  /** When the request went out, and when its file was in (the browser's clock, seconds). */
  sentAt: number;
  doneAt?: number;
}

/** Every request of the page by path, with the priority the browser gave it. */
async function recordRequests(page: Page) {
  const requests: Sent[] = [];
  const byId = new Map<string, Sent>();
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  session.on('Network.requestWillBeSent', ({ request, requestId, timestamp }) => {
    const sent = {
      path: new URL(request.url).pathname,
      priority: request.initialPriority,
      sentAt: timestamp,
    };
    requests.push(sent);
    byId.set(requestId, sent);
  });
  session.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const sent = byId.get(requestId);
    if (sent) sent.doneAt = timestamp;
  });
  return requests;
}

/**
 * A page's file waits for the first paint's: asked for at low priority, or sent only once every
 * file of the first paint was in. (The browser holds a low-priority request while the first
 * paint's load; when the app asks for the file before the held request went out, as a slow
 * device does, the browser sends it at the app's priority: still after the first paint's files.)
 */
function expectBehindFirstPaint(request: Sent, firstPaint: Sent[]) {
  if (request.priority === 'Low') return;
  const firstPaintIn = Math.max(...firstPaint.map((file) => file.doneAt ?? Infinity));
  expect(request.sentAt, `${request.path} (${request.priority})`).toBeGreaterThanOrEqual(
    firstPaintIn,
  );
}

/** Each preloaded file was asked for once: the app's own request found the preloaded copy. */
function expectEachDownloadedOnce(preloaded: string[], requests: { path: string }[]) {
  for (const path of preloaded) {
    expect(
      requests.filter((request) => request.path === path),
      `${path} is downloaded once`,
    ).toHaveLength(1);
  }
}

/** The entry's own module preloads, as index.html lists them (their names follow the build). */
async function entryPreloads(page: Page) {
  const html = await (await page.request.get('/')).text();
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    ([, path]) => path!,
  );
}

/** The low-priority preloads the boot script added for the page (not index.html's own). */
async function lowPreloads(page: Page) {
  const own = await entryPreloads(page);
  const low = await page.evaluate(() =>
    Array.from(
      document.head.querySelectorAll('link[fetchpriority="low"]'),
      (link) => new URL((link as HTMLLinkElement).href).pathname,
    ),
  );
  return low.filter((path) => !own.includes(path));
}

test("a first visit fetches the page's code beside the shell's, at low priority, each file once", async ({
  page,
}) => {
  const requests = await recordRequests(page);
  await page.goto('/#/search?q=the');
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const preloaded = await lowPreloads(page);
  expect(preloaded.some((path) => /\/search-route-[\w-]+\.js$/.test(path))).toBe(true);
  // No other page's code: Home's route is not part of a search visit.
  expect(preloaded.some((path) => /\/home-route-/.test(path))).toBe(false);
  // The first paint's own modules (index.html's links) are asked for first: at low priority
  // too (the boot frame needs none of them: scripts/build/entry-priority-plugin.ts), and
  // before any of the page's, which the boot script adds after them.
  const firstPaintPaths = await entryPreloads(page);
  expect(firstPaintPaths.length).toBeGreaterThan(0);
  const firstPaint = firstPaintPaths.map((path) => {
    const request = requests.find((made) => made.path === path);
    expect(request?.priority, path).toBe('Low');
    return request!;
  });
  const firstPaintSent = Math.max(...firstPaint.map((request) => request.sentAt));
  for (const path of preloaded) {
    const sent = requests.find((request) => request.path === path)!.sentAt;
    expect(sent, `${path} after the first paint's modules`).toBeGreaterThanOrEqual(firstPaintSent);
  }
  // The data layer's libraries (query cache, hooks, validator) come as one file (vite.config.ts).
  const dataLayer = requests.filter((request) =>
    /\/(?:data|schemas|query|queryOptions)-[\w-]{8}\.js$/.test(request.path),
  );
  expect(dataLayer.map((request) => request.path)).toEqual([
    expect.stringMatching(/\/data-[\w-]+\.js$/),
  ]);
  expect(preloaded).toContain(dataLayer[0]!.path);

  for (const path of preloaded) {
    const made = requests.filter((request) => request.path === path);
    expect(made, `${path} is downloaded once`).toHaveLength(1);
    expectBehindFirstPaint(made[0]!, firstPaint);
  }
});

test("Home's code comes the same way for a visit without a hash", async ({ page }) => {
  const requests = await recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Trending this season' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const preloaded = await lowPreloads(page);
  expect(preloaded.some((path) => /\/home-route-[\w-]+\.js$/.test(path))).toBe(true);
  expectEachDownloadedOnce(preloaded, requests);
});

test("the first music page's code comes with the music player's and the collection's", async ({
  page,
}) => {
  const requests = await recordRequests(page);
  await page.goto('/#/music');
  await expect(page.getByRole('heading', { name: 'Pop Hits' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const preloaded = await lowPreloads(page);
  // The page's English words too, and the small file the bundler made for their module (what
  // main.js imports): left to main.js, they were a round trip after it had run, and the first
  // cover waited for them.
  for (const part of [
    /\/music-home-route-/,
    /\/music-player-/,
    /\/collection-idb-/,
    /\/messages-music-en-/,
    /\/assets\/music-[\w-]{8}\.js$/,
  ]) {
    expect(
      preloaded.some((path) => part.test(path)),
      String(part),
    ).toBe(true);
  }
  expectEachDownloadedOnce(preloaded, requests);
  // The entry's styles are in the page (a disabled link names their file): the player chunk,
  // which depends on them, does not download them again.
  const inPage = await page
    .locator('link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(inPage).toHaveLength(1);
  expect(requests.filter((request) => request.path === inPage[0])).toEqual([]);
  // Its first mood's songs are preloaded beside main.js, and the page's own call takes them up.
  await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveAttribute(
    'href',
    '/api/music/search/songs?query=Pop+Hits&page=0&limit=8',
  );
  const popHits = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/music/search/songs?query=Pop+Hits&')).length,
  );
  expect(popHits).toBe(1);
});

test("a visit that starts on the music home downloads none of the video pages' words", async ({
  page,
  context,
}) => {
  const requests = await recordRequests(page);
  await page.goto('/#/music');
  await expect(page.getByRole('heading', { name: 'Pop Hits' })).toBeVisible();
  // The PWA shell comes with its words once the first screen is in; offline, its banner speaks.
  const arrived = (file: RegExp) => requests.some((r) => file.test(r.path) && r.doneAt);
  await expect
    .poll(() => arrived(/\/pwa-shell-[\w-]+\.js$/) && arrived(/\/messages-info-en-/))
    .toBe(true);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  await context.setOffline(false);
  expect(requests.filter((request) => /\/messages-video-/.test(request.path))).toEqual([]);
});

test("a stored German choice fetches the shell's and the page's German words beside main.js", async ({
  page,
}) => {
  await chooseStoredLanguage(page, 'de');
  const requests = await recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('navigation').getByText('Startseite').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const preloaded = await lowPreloads(page);
  for (const part of [/\/messages-shell-de-/, /\/messages-video-de-/, /\/home-route-/]) {
    expect(
      preloaded.some((path) => part.test(path)),
      String(part),
    ).toBe(true);
  }
  // Another language's words are not asked for.
  expect(preloaded.some((path) => /\/messages-\w+-(en|fr|ja)-/.test(path))).toBe(false);
  // The small files the bundler made for the shell's and the page's words (what main.js
  // imports) come early too: left to main.js, they were a round trip each after it had run.
  const wordModules = requests
    .map((request) => request.path)
    .filter((path) => /\/assets\/(shell|video)-[\w-]{8}\.js$/.test(path));
  expect(wordModules).toHaveLength(2);
  for (const path of wordModules) expect(preloaded, path).toContain(path);
  expectEachDownloadedOnce(preloaded, requests);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a visit the service worker serves asks for nothing early: the files are on the device', async ({
    page,
  }) => {
    await page.goto('/#/search?q=the');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await lowPreloads(page)).toEqual([]);
  });
});
