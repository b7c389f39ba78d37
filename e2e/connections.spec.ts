import { expect, test, type Page } from '@playwright/test';
import {
  connectListenBrainz,
  connectTrakt,
  openConnectionsTab,
  startConnectionsServers,
  type ConnectionsServers,
} from './fixtures/connections';

// One stand-in and one server for the file: its tests run one after another.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let servers: ConnectionsServers;
test.beforeAll(async () => {
  servers = await startConnectionsServers(6);
});
test.afterAll(() => servers?.stop());

const player = (page: Page) => page.getByRole('region', { name: 'Music player' });
const seekBar = (page: Page) => player(page).getByRole('slider', { name: 'Seek' });
const attr = async (page: Page, name: string) => Number(await seekBar(page).getAttribute(name));
const singles = () =>
  servers.standIn.state.listens
    .filter((l) => l.listen_type === 'single')
    .flatMap((l) => l.payload as { listened_at: number; track_metadata: { track_name: string } }[]);

async function fastMusic(page: Page) {
  await page.goto(`${servers.baseURL}/#/settings`);
  await page.getByRole('tab', { name: 'Player' }).click();
  await page.getByLabel('Playback speed').selectOption('2');
}

/** Plays the song now in the player past half of it (at 2×, seeks not counting), then pauses. */
async function playPastHalf(page: Page) {
  await expect.poll(() => attr(page, 'aria-valuemax'), { timeout: 15_000 }).toBeGreaterThan(0);
  const duration = await attr(page, 'aria-valuemax');
  await expect
    .poll(() => attr(page, 'aria-valuenow'), { timeout: 60_000, intervals: [500] })
    .toBeGreaterThanOrEqual(Math.ceil(duration / 2) + 2);
  await player(page).getByRole('button', { name: 'Pause', exact: true }).click();
  return duration;
}

/** Starts the first Pop Hits song of at least 30 s (shorter ones never count), from `from`. */
async function playSongOfThirty(page: Page, from: number) {
  await page.goto(`${servers.baseURL}/#/music`);
  const list = page.getByRole('list', { name: 'Pop Hits' }).getByRole('listitem');
  await expect(list).toHaveCount(8, { timeout: 20_000 });
  const names = (await list.getByRole('heading').allInnerTexts()).map((n) => n.trim());
  for (let i = from; i < names.length; i += 1) {
    await page.getByRole('button', { name: `Play ${names[i]}` }).click();
    await expect(player(page)).toContainText(names[i]!);
    await expect.poll(() => attr(page, 'aria-valuemax'), { timeout: 15_000 }).toBeGreaterThan(0);
    if ((await attr(page, 'aria-valuemax')) >= 30) return { name: names[i]!, index: i };
  }
  throw new Error('no Pop Hits song of 30 s or more');
}

test('Trakt: connect by device code, pull the watchlist into My Library, scrobble an episode to 80 %', async ({
  page,
  request,
}) => {
  const movies = (await (
    await request.get(`${servers.baseURL}/api/catalog/movie/popular`)
  ).json()) as {
    results: { id: number; title: string; release_date: string }[];
  };
  const movie = movies.results[0]!;
  servers.standIn.state.watchlist = [
    {
      type: 'movie',
      listed_at: '2026-11-01T10:00:00.000Z',
      movie: {
        title: movie.title,
        year: Number(movie.release_date.slice(0, 4)),
        ids: { trakt: 1, tmdb: movie.id },
      },
    },
    {
      type: 'movie',
      listed_at: '2026-11-02T10:00:00.000Z',
      movie: { title: 'A Film Nobody Made', year: 1901, ids: { trakt: 2 } },
    },
  ];
  await openConnectionsTab(page, servers.baseURL);
  await expect(
    page.getByRole('region', { name: 'Trakt' }).getByText('Not connected'),
  ).toBeVisible();
  await connectTrakt(page);
  // The title the catalogue cannot match is listed with the reason.
  await expect(page.getByText(/A Film Nobody Made \(1901\) — /)).toBeVisible({ timeout: 20_000 });

  await page.goto(`${servers.baseURL}/#/library`);
  await expect(page.getByRole('main').getByText(movie.title).first()).toBeVisible();

  const shows = (await (await request.get(`${servers.baseURL}/api/catalog/tv/popular`)).json()) as {
    results: { id: number }[];
  };
  const show = shows.results[0]!;
  await page.goto(`${servers.baseURL}/#/watch/tv/${show.id}/1/1`);
  const embed = page.frameLocator('iframe[title^="Player:"]');
  await embed.getByRole('button', { name: 'Play' }).click();
  await expect(embed.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.waitForTimeout(2_500);
  await embed.getByRole('slider', { name: 'Seek' }).fill('250');
  await page.waitForTimeout(1_500);
  await embed.getByRole('button', { name: 'Pause' }).click();
  await expect
    .poll(
      () => servers.standIn.state.traktWrites.filter((w) => w.path === '/scrobble/stop').length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  const stop = servers.standIn.state.traktWrites.find((w) => w.path === '/scrobble/stop')!;
  expect(stop.body).toMatchObject({
    show: { ids: { tmdb: show.id } },
    episode: { season: 1, number: 1 },
  });
  expect((stop.body as { progress: number }).progress).toBeGreaterThanOrEqual(80);
  const paths = servers.standIn.state.traktWrites.map((w) => w.path);
  expect(paths.indexOf('/scrobble/start')).toBeLessThan(paths.indexOf('/scrobble/stop'));
});

test('ListenBrainz: a song played past half is one listen', async ({ page }) => {
  await fastMusic(page);
  await openConnectionsTab(page, servers.baseURL);
  await connectListenBrainz(page);
  const { name } = await playSongOfThirty(page, 0);
  await expect
    .poll(
      () => servers.standIn.state.listens.filter((l) => l.listen_type === 'playing_now').length,
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThanOrEqual(1);
  await playPastHalf(page);
  await expect.poll(() => singles().length, { timeout: 20_000 }).toBe(1);
  expect(singles()[0]!.track_metadata.track_name).toBe(name);
  // Playing on, pausing and saving again add nothing.
  await player(page).getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForTimeout(3_000);
  await player(page).getByRole('button', { name: 'Pause', exact: true }).click();
  await page.waitForTimeout(2_000);
  expect(singles()).toHaveLength(1);
});

test('ListenBrainz offline: three songs wait, then arrive in order, once', async ({ page }) => {
  await fastMusic(page);
  await openConnectionsTab(page, servers.baseURL);
  await connectListenBrainz(page);
  const before = singles().length;
  // The service cannot be reached through the server (the rest of Reelbeat still can).
  await page.route(`${servers.baseURL}/api/connections/listenbrainz/**`, (route) =>
    route.abort('internetdisconnected'),
  );
  const played: string[] = [];
  let from = 0;
  for (let n = 0; n < 3; n += 1) {
    const song = await playSongOfThirty(page, from);
    await playPastHalf(page);
    played.push(song.name);
    from = song.index + 1;
  }
  await page.waitForTimeout(1_000);
  expect(singles()).toHaveLength(before);
  await openConnectionsTab(page, servers.baseURL);
  await expect(
    page.getByRole('region', { name: 'ListenBrainz' }).getByText(/items? wait/),
  ).toBeVisible();

  await page.unroute(`${servers.baseURL}/api/connections/listenbrainz/**`);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => singles().length - before, { timeout: 30_000 }).toBe(3);
  const arrived = singles().slice(before);
  expect(arrived.map((l) => l.track_metadata.track_name)).toEqual(played);
  const times = arrived.map((l) => l.listened_at);
  expect([...times].sort((a, b) => a - b)).toEqual(times);
  await page.waitForTimeout(3_000);
  expect(singles().length - before).toBe(3);
});
