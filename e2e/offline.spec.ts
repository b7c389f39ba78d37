import { expect, test, type Page } from '@playwright/test';

// These journeys are about the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/*
 * The installable app offline: the production build with its service worker (playwright.config.ts
 * builds and serves it). A first visit installs the worker; a reload puts the page under it.
 */

const BANNER = "You're offline. Showing what's saved on this device.";

/** Waits until the service worker is active, then reloads so that it controls the page. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every image inside `scope` has loaded real pixels. */
async function expectArt(page: Page, selector: string) {
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

interface CatalogueResult {
  id: number;
  title: string;
  poster_path: string | null;
  backdrop_path: string | null;
}
interface SongResult {
  id: string;
  name: string;
}

test('after one visit the app starts offline: library pages with art, a banner, cached pages', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const popular = (await (
    await page.request.get('/api/catalog/movie/popular?language=en&page=1')
  ).json()) as { results: CatalogueResult[] };
  const [kept, unseen] = popular.results;
  const songs = (await (
    await page.request.get(
      `/api/music/search/songs?query=${encodeURIComponent('Pop Hits')}&limit=8`,
    )
  ).json()) as { data: { results: (SongResult & Record<string, unknown>)[] } };
  const song = songs.data.results[0]!;
  const item = {
    id: kept!.id,
    type: 'movie',
    title: kept!.title,
    overview: '',
    posterPath: kept!.poster_path,
    backdropPath: kept!.backdrop_path,
    voteAverage: 8,
    releaseDate: '1999-10-15',
    genreIds: [18],
    popularity: 60,
  };
  const at = '2024-01-02T00:00:00.000Z';

  await page.goto('/');
  await page.evaluate(
    ({ item, at, song }) => {
      const put = (key: string, data: unknown) =>
        localStorage.setItem(key, JSON.stringify({ v: 1, data }));
      put('reelbeat_library', [{ ...item, addedAt: at }]);
      put('reelbeat_favorites', [{ ...item, addedAt: at }]);
      put('reelbeat_continue_watching', [{ ...item, progress: 40, lastWatched: at }]);
      put('reelbeat_watch_history', [{ ...item, watchedAt: at }]);
      put('reelbeat_music_favorites', [song]);
    },
    { item, at, song },
  );
  await underServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'Trending this season' })).toBeVisible();

  // Online, each local page once: their art goes into the worker's cache as it is shown.
  const localPages = [
    { hash: '#/library', heading: 'Your Library' },
    { hash: '#/favorites', heading: 'Favorites' },
    { hash: '#/history', heading: 'Watch History' },
    { hash: '#/continue', heading: 'Continue Watching' },
  ];
  for (const { hash } of localPages) {
    await page.goto(`/${hash}`);
    await expectArt(page, 'main img');
  }
  await page.goto('/#/music/favorites');
  await expect(page.getByRole('list', { name: 'Liked Songs' })).toContainText(song.name);
  await expectArt(page, 'main img');

  await context.setOffline(true);
  await page.goto('/#/library');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  for (const { hash, heading } of localPages) {
    await page.goto(`/${hash}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(item.title);
    await expectArt(page, 'main img');
  }
  await page.goto('/#/music/favorites');
  await expect(page.getByRole('list', { name: 'Liked Songs' })).toContainText(song.name);
  await expectArt(page, 'main img');
  await page.goto('/#/music/library');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByText('Connection Error')).toHaveCount(0);

  // Home was read under the worker: its saved copy shows. A title never opened says so, no error.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trending this season' })).toBeVisible();
  await page.goto(`/#/movie/${unseen!.id}`);
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Back online: the banner goes and the page on screen loads by itself.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: unseen!.title, level: 1 })).toBeVisible();
});

test('a search offline says so with Retry, and shows its results once back online', async ({
  page,
  context,
}) => {
  const popular = (await (
    await page.request.get('/api/catalog/movie/popular?language=en&page=1')
  ).json()) as { results: CatalogueResult[] };
  const title = popular.results[0]!.title;
  await page.goto('/');
  await underServiceWorker(page);
  await context.setOffline(true);
  await page.goto(`/#/search?q=${encodeURIComponent(title)}`);
  const offline = page.getByRole('heading', { name: "You're offline" });
  await expect(offline).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Retry while still offline: nothing to show yet, and still no error screen.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(offline).toBeVisible();
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(title);
});
