import { expect, test, type Page } from '@playwright/test';
import { createPlaylist } from './fixtures/music-songs';

/*
 * The music collection open in several tabs of one browser: edits made in two tabs at once are
 * both kept, every other tab shows them within a second without a reload, and a reload (or a
 * tab opened later) shows them all.
 */
test.describe.configure({ timeout: 120_000 });

/** Within a second: what "live" means for another tab. */
const LIVE = { timeout: 1_000 };

async function openPlaylists(page: Page) {
  await page.goto('/#/music/playlists');
  await expect(page.getByRole('heading', { name: 'Your Playlists', level: 1 })).toBeVisible();
}

const playlistLink = (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(name) });

test('two tabs each create a playlist, a third tab opened later shows both, and so does a reload', async ({
  context,
}) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await Promise.all([openPlaylists(first), openPlaylists(second)]);

  // One playlist created in each tab at the same time.
  await Promise.all([createPlaylist(first, 'Alpha Mix'), createPlaylist(second, 'Beta Mix')]);
  await Promise.all([openPlaylists(first), openPlaylists(second)]);
  for (const page of [first, second]) {
    await expect(playlistLink(page, 'Alpha Mix')).toBeVisible();
    await expect(playlistLink(page, 'Beta Mix')).toBeVisible();
  }

  // A third tab opened on the playlists page: both are there, and stored.
  const third = await context.newPage();
  await openPlaylists(third);
  await expect(playlistLink(third, 'Alpha Mix')).toBeVisible();
  await expect(playlistLink(third, 'Beta Mix')).toBeVisible();

  // A playlist created in the third tab appears in the first without a reload.
  await createPlaylist(third, 'Gamma Mix');
  await expect(playlistLink(first, 'Gamma Mix')).toBeVisible(LIVE);

  await second.reload();
  for (const name of ['Alpha Mix', 'Beta Mix', 'Gamma Mix']) {
    await expect(playlistLink(second, name)).toBeVisible();
  }
});

/** The first songs a search lists, read from their '...' buttons. */
async function searchSongs(page: Page, query: string) {
  await page.goto(`/#/music/search?q=${encodeURIComponent(query)}`);
  const results = page.getByRole('list', { name: `Results for ${query}` });
  await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  const labels = await results
    .getByRole('button', { name: /^More options for / })
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return labels.map((l) => l.replace('More options for ', ''));
}

/** Opens "Add to playlist" for a song; resolves with the final click, not yet made. */
async function readyToAdd(page: Page, song: string, playlist: string) {
  await page
    .getByRole('button', { name: `More options for ${song}` })
    .first()
    .click();
  await page
    .getByRole('menu', { name: `Options for ${song}` })
    .getByRole('menuitem', { name: 'Add to playlist' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add to Playlist' });
  return async () => {
    await dialog.getByRole('button', { name: `Add to ${playlist}` }).click();
    // The song is in: the dialog closes and a toast says where it went.
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Added to "${playlist}"`)).toBeVisible();
  };
}

test('two tabs add different songs to the same playlist at once: both are kept, live and after a reload', async ({
  context,
}) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await openPlaylists(first);
  await createPlaylist(first, 'Shared Mix');
  const playlistUrl = first.url();

  const songs = await searchSongs(first, 'Pop Hits');
  await searchSongs(second, 'Pop Hits');
  const [one, two, three] = songs;
  if (!one || !two || !three) throw new Error('the offline catalogue should list three songs');
  const adds = await Promise.all([
    readyToAdd(first, one, 'Shared Mix'),
    readyToAdd(second, two, 'Shared Mix'),
  ]);
  await Promise.all(adds.map((add) => add()));

  // The first tab shows the playlist; the second adds a third song and it appears there live.
  await first.goto(playlistUrl);
  const tracks = first.getByRole('list', { name: 'Songs in Shared Mix' });
  await expect(tracks.getByText(one, { exact: true })).toBeVisible();
  await expect(tracks.getByText(two, { exact: true })).toBeVisible();
  await (
    await readyToAdd(second, three, 'Shared Mix')
  )();
  await expect(tracks.getByText(three, { exact: true })).toBeVisible(LIVE);

  await second.goto(playlistUrl);
  await second.reload();
  const reloaded = second.getByRole('list', { name: 'Songs in Shared Mix' });
  for (const song of [one, two, three]) {
    await expect(reloaded.getByText(song, { exact: true })).toBeVisible();
  }
  await expect(second.getByText('3 songs')).toBeVisible();
});
