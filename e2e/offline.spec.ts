import { expect, test } from '@playwright/test';
import {
  BANNER,
  downloadFirstSong,
  expectArt,
  musicPlayer,
  playerPosition,
  underServiceWorker,
} from './offline-helpers';

// These journeys are about the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/*
 * The installable app offline: the production build with its service worker (playwright.config.ts
 * builds and serves it). A first visit installs the worker; a reload puts the page under it.
 */

interface CatalogResult {
  id: number;
  title: string;
  poster_path: string | null;
  backdrop_path: string | null;
}
interface SongResult {
  id: string;
  name: string;
}

test('after one visit the app starts cold offline: library pages with art, a banner, cached pages, a downloaded song plays', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const popular = (await (
    await page.request.get('/api/catalog/movie/popular?language=en&page=1')
  ).json()) as { results: CatalogResult[] };
  const [kept] = popular.results;
  // The titles whose details the app asks for while online (the hero's trailer looks its slide
  // up two seconds after it shows, a hovered card its own): any of them is saved by the worker.
  const detailsAsked = new Set<number>();
  context.on('request', (request) => {
    const id = /\/api\/catalog\/movie\/(\d+)(?:\?|$)/.exec(request.url())?.[1];
    if (id) detailsAsked.add(Number(id));
  });
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
  // A download stores the song's audio and cover on the device.
  const downloaded = await downloadFirstSong(page, 'Chill Vibes');
  await page.close();

  // The network goes, then a new page opens: the app starts cold, from the service worker.
  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto('/#/library');
  await expect(offline.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  for (const { hash, heading } of localPages) {
    await offline.goto(`/${hash}`);
    await expect(offline.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(offline.getByRole('main')).toContainText(item.title);
    await expectArt(offline, 'main img');
  }
  await offline.goto('/#/music/favorites');
  await expect(offline.getByRole('list', { name: 'Liked Songs' })).toContainText(song.name);
  await expectArt(offline, 'main img');
  await offline.goto('/#/music/library');
  await expect(offline.getByRole('heading', { name: 'Your Library', level: 1 })).toBeVisible();
  await expect(offline.getByRole('main')).toContainText(song.name);
  await expectArt(offline, 'main img');
  await expect(offline.getByText('Connection Error')).toHaveCount(0);

  // The downloaded song: its stored cover (an object URL, not the network's) and its audio.
  await offline.goto('/#/music/playlist/downloads');
  const list = offline.getByRole('list', { name: 'Songs in Downloads' });
  const row = list.getByRole('listitem').filter({ hasText: downloaded });
  await expect(row.locator('img')).toHaveAttribute('src', /^blob:/);
  await expectArt(offline, 'main img');
  await row.getByRole('button', { name: `Play ${downloaded}` }).click();
  await expect(musicPlayer(offline)).toContainText(downloaded);
  await expect(musicPlayer(offline).locator('img').first()).toHaveAttribute('src', /^blob:/);
  await expectArt(offline, '[aria-label="Music player"] img');
  await expect.poll(() => playerPosition(offline), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await musicPlayer(offline).getByRole('button', { name: 'Pause', exact: true }).click();

  // Home was read under the worker: its saved copy shows. A title never opened says so, no error.
  // (Never opened: how long a slow machine spent on Home decides which slides it looked up.)
  const unseen = popular.results.find((title) => !detailsAsked.has(title.id));
  expect(unseen, 'a popular title the app never looked up').toBeDefined();
  await offline.goto('/');
  await expect(offline.getByRole('heading', { name: 'Trending this season' })).toBeVisible();
  await offline.goto(`/#/movie/${unseen!.id}`);
  await expect(offline.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(offline.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(offline.getByRole('alert')).toHaveCount(0);

  // Back online: the banner goes and the page on screen loads by itself.
  await context.setOffline(false);
  await expect(offline.getByRole('status').filter({ hasText: BANNER })).toHaveCount(0);
  await expect(offline.getByRole('heading', { name: unseen!.title, level: 1 })).toBeVisible();
});

test('a search offline says so with Retry, and shows its results once back online', async ({
  page,
  context,
}) => {
  const popular = (await (
    await page.request.get('/api/catalog/movie/popular?language=en&page=1')
  ).json()) as { results: CatalogResult[] };
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
