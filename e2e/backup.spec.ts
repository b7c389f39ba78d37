import { readFile } from 'node:fs/promises';
import { strToU8, zipSync } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import { oldSong } from './fixtures/old-storage';
import { storedItem } from './fixtures/stored';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const seed = {
  reelbeat_library: [
    { ...storedItem(1001, 'Kept In Library'), addedAt: '2024-01-01T00:00:00.000Z' },
  ],
  reelbeat_favorites: [
    { ...storedItem(1002, 'Kept As Favorite'), addedAt: '2024-01-01T00:00:00.000Z' },
  ],
  reelbeat_continue_watching: [
    { ...storedItem(1003, 'Half Watched'), progress: 40, lastWatched: '2024-01-02T00:00:00.000Z' },
  ],
  reelbeat_watch_history: [
    { ...storedItem(1004, 'Seen Before'), watchedAt: '2024-01-03T00:00:00.000Z' },
  ],
  reelbeat_settings: { theme: 'light' },
  reelbeat_music_favorites: [oldSong('s1', 'Liked Tune')],
  reelbeat_music_playlists: [
    {
      id: 'pl1',
      name: 'Road Trip Mix',
      createdAt: '2024-01-01T00:00:00.000Z',
      songs: [oldSong('s2', 'Drive Song')],
      avatar: PNG,
    },
  ],
  // No screen lists these, but they are the reader's too: the server that played each title and
  // the new-episode baseline.
  reelbeat_player_choices: { servers: { 'movie:1001': 'void' }, autoplayOff: ['tv:1005'] },
  reelbeat_episode_counts: { '1005': 24 },
};

/** The live records of one list of the first profile (`{v, data, meta}`: `data` by id). */
const storedRecords = (page: Page, list: string) =>
  page.evaluate(
    (k) => JSON.parse(localStorage.getItem(k) ?? 'null')?.data as unknown,
    `reelbeat:main:${list}`,
  );

async function openYourData(page: Page) {
  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
}

test('export, clear site data, import: every screen comes back; undo puts it back', async ({
  page,
}) => {
  // A long journey: export, clear, import, then seven screens and an undo.
  test.setTimeout(90_000);
  await page.goto('/');
  await page.evaluate((data) => {
    for (const [key, value] of Object.entries(data)) {
      localStorage.setItem(key, JSON.stringify({ v: 1, data: value }));
    }
  }, seed);
  await page.reload();
  await openYourData(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reelbeat-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await readFile((await download.path())!);
  // Format 2: one profile (this one, the only one here), its lists in `data`.
  const exported = JSON.parse(file.toString('utf8')) as {
    profiles: { data: Record<string, unknown> }[];
  };
  expect(exported.profiles).toHaveLength(1);
  const [{ data }] = exported.profiles as [{ data: Record<string, unknown> }];
  expect(data.playerChoices).toEqual(seed.reelbeat_player_choices);
  expect(data.episodeCounts).toEqual(seed.reelbeat_episode_counts);

  // Clearing site data: local storage and the IndexedDB database the music lists now live in.
  await page.evaluate(async () => {
    localStorage.clear();
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase('reelbeat');
      request.onsuccess = request.onerror = () => resolve(null);
    });
  });
  await page.reload();
  await expect(page.locator('body')).not.toHaveClass(/light-theme/);
  await openYourData(page);
  await page.getByLabel('Import data').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: file,
  });
  const preview = page.getByRole('region', { name: 'Before anything changes' });
  await expect(preview.getByRole('row', { name: /My Library 1 0 0 0/ })).toBeVisible();
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import complete.')).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/light-theme/);
  // Each server choice and each show's switch is a record of its own.
  expect(await storedRecords(page, 'playerChoices')).toEqual({
    'server:movie:1001': 'void',
    'autoplayOff:tv:1005': true,
  });
  expect(await storedRecords(page, 'episodeCounts')).toEqual(seed.reelbeat_episode_counts);

  await page.goto('/#/library');
  await expect(page.getByText('Kept In Library')).toBeVisible();
  await page.goto('/#/favorites');
  await expect(page.getByText('Kept As Favorite')).toBeVisible();
  await page.goto('/#/history');
  await expect(page.getByText('Seen Before')).toBeVisible();
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: /Continue Half Watched/ })).toBeVisible();
  await page.goto('/#/music/favorites');
  await expect(page.getByText('Liked Tune')).toBeVisible();
  await page.goto('/#/music/library');
  await expect(page.getByText('Road Trip Mix')).toBeVisible();
  await expect(page.locator(`img[src="${PNG}"]`).first()).toBeAttached();

  // Undo from the music library's own "Your data" section, after a reload: the state before
  // the import is kept in this tab's session, not only in memory.
  await page.reload();
  await expect(page.getByText('Road Trip Mix')).toBeVisible();
  await page.getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByText(/The import was undone/)).toBeVisible();
  await expect(page.getByText('Road Trip Mix')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/light-theme/);
});

test('a Letterboxd ZIP imports into the offline catalogue and lists what did not match', async ({
  page,
}) => {
  const zip = zipSync({
    'watchlist.csv': strToU8(
      'Date,Name,Year,Letterboxd URI\n2024-01-02,The Dark Knight,2008,https://boxd.it/1\n2024-01-03,A Film Nobody Made,1987,https://boxd.it/2\n',
    ),
    'watched.csv': strToU8(
      'Date,Name,Year,Letterboxd URI\n2024-01-04,Pulp Fiction,1994,https://boxd.it/3\n',
    ),
    'ratings.csv': strToU8(
      'Date,Name,Year,Letterboxd URI,Rating\n2024-01-05,The Shawshank Redemption,1994,https://boxd.it/4,5\n',
    ),
  });
  await page.goto('/#/library');
  await page.getByLabel('Import data').setInputFiles({
    name: 'letterboxd-export.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zip),
  });
  const preview = page.getByRole('region', { name: 'Before anything changes' });
  await expect(preview.getByText('Rows that did not match the catalogue (1)')).toBeVisible();
  await expect(
    preview.getByText(/A Film Nobody Made \(1987\) — No title with this name/),
  ).toBeVisible();
  const downloading = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Download unmatched rows (CSV)' }).click();
  expect((await downloading).suggestedFilename()).toBe('reelbeat-unmatched.csv');
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import complete.')).toBeVisible();
  await expect(page.getByText('The Dark Knight')).toBeVisible();
  await page.goto('/#/history');
  await expect(page.getByText('Pulp Fiction')).toBeVisible();
  await page.goto('/#/favorites');
  await expect(page.getByText('The Shawshank Redemption')).toBeVisible();
});

test('a bad file gets a clear message and changes nothing', async ({ page }) => {
  await page.goto('/#/library');
  await page.getByLabel('Import data').setInputFiles({
    name: 'deep.json',
    mimeType: 'application/json',
    buffer: Buffer.from(`${'['.repeat(10_000)}${']'.repeat(10_000)}`),
  });
  await expect(page.getByRole('alert')).toHaveText(/nested too deeply/);
  await expect(page.getByText('Your library is empty')).toBeVisible();
});
