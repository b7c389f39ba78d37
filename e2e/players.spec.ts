import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { playersServer } from './fixtures/players-server';

/**
 * The player's recovery, against a server whose PLAYERS_FILE this spec rewrites: demo fault
 * modes stand in for dead or short hosts, so everything runs offline.
 */
const mainPort = Number(process.env.E2E_PORT ?? 4173);
const { file, baseURL } = playersServer(mainPort, process.env.E2E_OUT ?? '.e2e-dist');

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

interface Show {
  id: number;
  name: string;
  seasons: { season_number: number; episode_count: number; name: string }[];
}

let written = '{}';

/** Writes PLAYERS_FILE and waits until the running server has applied it. */
async function usePlayers(request: APIRequestContext, players: Record<string, string>) {
  const text = JSON.stringify(players);
  if (text === written) return;
  written = text;
  const before = (await (await request.get('/api/players')).json()) as { revision: number };
  writeFileSync(file, text);
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/players')).json()) as { revision: number }).revision,
      {
        timeout: 10_000,
      },
    )
    .toBeGreaterThan(before.revision);
}

async function showWithSeasons(request: APIRequestContext, seasons: number): Promise<Show> {
  const list = (await (await request.get('/api/catalog/tv/popular')).json()) as {
    results: { id: number }[];
  };
  for (const { id } of list.results) {
    const show = (await (await request.get(`/api/catalog/tv/${id}`)).json()) as Show;
    if (show.seasons.filter((s) => s.season_number > 0).length >= seasons) return show;
  }
  throw new Error(`no show with ${seasons} seasons`);
}

async function episodeName(request: APIRequestContext, show: number, season: number, ep: number) {
  const body = (await (await request.get(`/api/catalog/tv/${show}/season/${season}`)).json()) as {
    episodes: { episode_number: number; name: string }[];
  };
  return body.episodes.find((e) => e.episode_number === ep)?.name ?? '';
}

const player = (page: Page) => page.locator('iframe[title^="Player:"]');

/** A shorter wait before a silent server counts as not responding (Settings → Player). */
async function quickFallback(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('reelbeat_settings')) {
      localStorage.setItem(
        'reelbeat_settings',
        JSON.stringify({ v: 1, data: { fallbackSeconds: 5 } }),
      );
    }
  });
}

// The empty list again, applied before the next run (a retry, a repeat) writes its own: two
// writes within one look at the file would leave the server on the first test's list unseen.
test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  await usePlayers(request, {});
  await request.dispose();
});

test('a dead default server is left for the next working one, which is remembered', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await usePlayers(request, { embedapi: 'demo:never-loads' });
  await quickFallback(page);
  const movie = (await (await request.get('/api/catalog/movie/popular')).json()) as {
    results: { id: number }[];
  };
  const id = movie.results[0]!.id;
  // Not until the document's load event: a frame that never loads holds that event back, and
  // on a slow machine the frame is in the page before it fires, so the wait would outlast the
  // switch to the next server.
  // The page's clock runs as usual, but the waits under test (5 s of silence, the countdown)
  // are skipped ahead: what is checked is what happens after them, not how soon a busy machine
  // gets there.
  await page.clock.install();
  await page.goto(`/#/player/movie/${id}`, { waitUntil: 'commit' });
  await expect(player(page)).toHaveAttribute('src', /\/embed\/demo\/embedapi\//);
  await page.clock.runFor(5_000);
  const alert = page.getByRole('alert').filter({ hasText: "EmbedAPI isn't responding" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/Switching to Void in \d s/);
  // No click: the countdown switches by itself.
  await page.clock.runFor(5_000);
  await expect(player(page)).toHaveAttribute('src', new RegExp(`/embed/demo/void/movie/${id}$`));
  const embed = page.frameLocator('iframe[title^="Player:"]');
  await embed.getByRole('button', { name: 'Play' }).click();
  await expect(embed.getByRole('button', { name: 'Pause' })).toBeVisible();

  await page.goto('/#/');
  await page.goto(`/#/player/movie/${id}`);
  await expect(player(page)).toHaveAttribute('src', new RegExp(`/embed/demo/void/movie/${id}$`));
  await expect(
    page.getByRole('group', { name: 'Servers' }).getByRole('button', { pressed: true }),
  ).toContainText('Void');
});

test('an episode that ends counts down to the next one, and history follows', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await usePlayers(request, { embedapi: 'demo:ends-after=3' });
  const show = await showWithSeasons(request, 1);
  const name = await episodeName(request, show.id, 1, 2);
  await page.goto(`/#/player/tv/${show.id}/1/1`);
  const card = page.getByRole('status', { name: 'Up next' });
  await expect(card).toContainText(`Up next: S1E2 · ${name}`, { timeout: 15_000 });
  await expect(card).toContainText(/Playing in \d+ s/);
  await expect(page).toHaveURL(new RegExp(`#/player/tv/${show.id}/1/2$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: `${show.name} - S1E2` })).toBeVisible();

  await page.goto('/#/continue');
  await expect(page.getByText('S1E2').first()).toBeVisible();
});

test('the last episode of season 1 leads to S2E1; Cancel stops the countdown', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Time runs as usual, but the wait after Cancel is skipped ahead instead of sat through.
  await page.clock.install();
  await usePlayers(request, { embedapi: 'demo:ends-after=3' });
  const show = await showWithSeasons(request, 2);
  const last = show.seasons.find((s) => s.season_number === 1)!.episode_count;
  const name = await episodeName(request, show.id, 2, 1);
  await page.goto(`/#/player/tv/${show.id}/1/${last}`);
  const card = page.getByRole('status', { name: 'Up next' });
  await expect(card).toContainText(`Up next: S2E1 · ${name}`, { timeout: 15_000 });
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeHidden();
  // Past the 10 s countdown: nothing moves.
  await page.clock.runFor(11_000);
  await expect(page).toHaveURL(new RegExp(`#/player/tv/${show.id}/1/${last}$`));

  await page.getByRole('button', { name: /^Next episode/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/player/tv/${show.id}/2/1$`));
  // The episode drawer marks where the viewer is.
  await page.getByRole('button', { name: 'Episodes', exact: true }).click();
  const drawer = page.getByRole('region', { name: 'Episode list' });
  await expect(drawer.getByRole('combobox', { name: 'Season' })).toHaveValue('2');
  await expect(drawer.locator('[aria-current="true"]')).toContainText(name);
});

test('after the series’ last episode the player says it is finished', async ({ page, request }) => {
  await usePlayers(request, { embedapi: 'demo:ends-after=3' });
  const show = await showWithSeasons(request, 1);
  const final = show.seasons.filter((s) => s.season_number > 0).at(-1)!;
  await page.goto(`/#/player/tv/${show.id}/${final.season_number}/${final.episode_count}`);
  await expect(page.getByRole('status', { name: 'Series finished' })).toContainText(
    `You've reached the last episode of ${show.name}.`,
    { timeout: 15_000 },
  );
  await expect(page.getByRole('status', { name: 'Up next' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Next episode/ })).toBeDisabled();
});

test('a PLAYERS_FILE change is picked up without a restart', async ({ page, request }) => {
  // The other e2e server is a loopback stand-in for a real host.
  const host = `http://127.0.0.1:${mainPort}`;
  await usePlayers(request, { eren: host });
  const config = await (await request.get('/config.json')).json();
  expect(config.players.find((p: { id: string }) => p.id === 'eren').origin).toBe(host);
  await expect
    .poll(async () => {
      const body = await (await request.get('/api/players')).json();
      return body.servers.find((s: { id: string }) => s.id === 'eren').status;
    })
    .toBe('up');

  const response = await page.goto('/#/player/movie/550');
  expect(response?.headers()['content-security-policy']).toContain(`frame-src 'self' ${host}`);
  await page.getByRole('button', { name: /Eren/ }).click();
  await expect(player(page)).toHaveAttribute('src', `${host}/movie/550`);
});
