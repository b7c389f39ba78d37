import { expect, test, type Page } from '@playwright/test';
import { firstId } from './fixtures/catalogue';

/**
 * Each remaining setting of the specification acting in the built app (offline catalogue, demo
 * player): seeded through the stored settings, as a returning visitor has them.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const seed = (page: Page, data: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  page.addInitScript(
    ([settings, more]) => {
      localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 2, data: settings }));
      for (const [key, value] of Object.entries(more)) {
        localStorage.setItem(key, JSON.stringify(value));
      }
    },
    [data, extra] as const,
  );

test('Subtitles: the demo player shows them in the chosen size and colour', async ({
  page,
  request,
}) => {
  const id = await firstId(request, 'movie');
  await seed(page, { subtitles: true, subtitleSize: 'large', subtitleColor: '#ffd700' });
  await page.goto(`/#/watch/movie/${id}`);
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', /[?&]sub=1&subSize=large&subColor=ffd700/);
  const line = page.frameLocator('iframe').locator('.subtitles');
  await expect(line).toHaveClass(/large/);
  await expect(line).toHaveCSS('color', 'rgb(255, 215, 0)');
});

test('Recommendations: More Like This follows the switch', async ({ page, request }) => {
  const id = await firstId(request, 'movie');
  await page.goto(`/#/movie/${id}`);
  await expect(page.getByRole('heading', { name: 'More Like This' })).toBeVisible();
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('reelbeat_settings') ?? '{"v":2,"data":{}}');
    stored.data.recommendations = false;
    localStorage.setItem('reelbeat_settings', JSON.stringify(stored));
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The row would render right after the header (a deferred pass); give it time to appear.
  await page.waitForTimeout(1500);
  await expect(page.getByRole('heading', { name: 'More Like This' })).toHaveCount(0);
});

test('Max concurrent streams: a second tab beyond the limit waits and says why', async ({
  context,
  request,
}) => {
  const id = await firstId(request, 'movie');
  const first = await context.newPage();
  await seed(first, { maxConcurrentStreams: 1 });
  await first.goto(`/#/watch/movie/${id}`);
  await expect(first.locator('iframe')).toBeVisible();
  const second = await context.newPage();
  await second.goto(`/#/watch/movie/${id}`);
  await expect(second.getByText(/already playing in another tab/)).toBeVisible();
  await expect(second.locator('iframe')).toHaveCount(0);
  await first.close();
  await expect(second.locator('iframe')).toBeVisible();
});

async function hoverUnfetchedCard(page: Page, fetched: string[]) {
  const links = page.locator('main a[href^="#/movie/"]');
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    const path = (await link.getAttribute('href'))!.slice(1);
    if (fetched.some((url) => new URL(url).pathname === `/api/catalog${path}`)) continue;
    if (!(await link.isVisible())) continue;
    await link.hover();
    return `/api/catalog${path}`;
  }
  throw new Error('no card left to hover');
}

test('Preload content: pointing at a card fetches its details only when on', async ({
  context,
}) => {
  // A card's hover trailer looks up its details too; off here, so only preloading fetches.
  const visit = async (preloadContent: boolean) => {
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await seed(page, { autoplayTrailer: false, preloadContent });
    await page.goto('/#/trending');
    const path = await hoverUnfetchedCard(page, fetched);
    const paths = () => fetched.map((url) => new URL(url).pathname);
    return { page, path, paths };
  };
  const off = await visit(false);
  await off.page.waitForTimeout(1000);
  expect(off.paths()).not.toContain(off.path);
  await off.page.close();

  const on = await visit(true);
  await expect.poll(on.paths).toContain(on.path);
});

test('New episodes: a followed show with more episodes than last time is announced', async ({
  page,
  request,
}) => {
  const id = await firstId(request, 'tv');
  const show = (await (await request.get(`/api/catalog/tv/${id}?language=en`)).json()) as {
    name: string;
  };
  const entry = {
    id,
    type: 'tv',
    title: show.name,
    overview: '',
    posterPath: null,
    backdropPath: null,
    voteAverage: 0,
    releaseDate: null,
    genreIds: [],
    popularity: 0,
    addedAt: '2026-01-01T00:00:00.000Z',
  };
  await seed(
    page,
    { newEpisodes: true },
    {
      reelbeat_library: { v: 1, data: [entry] },
      reelbeat_episode_counts: { v: 1, data: { [id]: 0 } },
    },
  );
  await page.goto('/#/about');
  const notice = page.getByRole('status').filter({ hasText: 'New episode' });
  await expect(notice).toContainText(show.name);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

test('Updates: a new version on the server is announced, with Reload, never swapped in', async ({
  page,
}) => {
  await seed(page, { updates: true });
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeAttached();
  // The server now serves another build: its index.html names another entry script.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/index-[\w-]+\.js/, 'index-next.js');
      await route.fulfill({ response, body });
    },
  );
  const notice = page.getByRole('status').filter({ hasText: 'A new version of Reelbeat is ready' });
  // Coming back to the tab is one of the moments the app looks.
  await expect
    .poll(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      return notice.count();
    })
    .toBe(1);
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page).toHaveURL(/\/$|#\/$/);
});

test('Settings that cannot act on the web say why', async ({ page }) => {
  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Advanced' }).click();
  await expect(page.getByRole('switch', { name: 'Hardware acceleration' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Updates' })).toBeEnabled();
  await expect(page.getByRole('switch', { name: 'Preload content' })).toBeEnabled();
  await page.getByRole('tab', { name: 'Experimental' }).click();
  await expect(page.getByRole('switch', { name: 'Beta features' })).toBeDisabled();
  await expect(page.getByText(/No feature is in beta right now/)).toBeVisible();
});
