import { expect, test } from '@playwright/test';
import { seedV1Playlists } from './fixtures/v1-playlists';

// A large collection kept by the previous version (IndexedDB schema v1: each playlist stored
// whole): the app upgrades it, starts with the playlists' summaries, reads one playlist's
// songs when it is opened, and an edit of them survives a reload.
test.describe.configure({ timeout: 120_000 });

const PLAYLISTS = 100;
const SONGS = 500;

test('a 100 × 500 stored collection: open a playlist, edit it, reload, the edit is there', async ({
  page,
}) => {
  await seedV1Playlists(
    page,
    Array.from({ length: PLAYLISTS }, (_, p) => ({
      id: `big-${p}`,
      name: `Big playlist ${p}`,
      songs: SONGS,
      prefix: `${p}-`,
    })),
  );

  // The collection's own errors say why it would start empty (a failed upgrade falls back to
  // local storage, which holds nothing here).
  const storageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /IndexedDB|playlist|collection/i.test(message.text()))
      storageErrors.push(message.text());
  });
  await page.goto('/#/music/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Library' })).toBeVisible();
  // Moving 50 000 stored songs into the new schema takes seconds, more on a busy machine; the
  // page says it is loading meanwhile (never "No playlists yet"), and the test waits for that.
  await expect(page.getByRole('status').filter({ hasText: 'Loading your music…' })).toHaveCount(0, {
    timeout: 60_000,
  });
  expect(storageErrors).toEqual([]);
  const grid = page.getByRole('list', { name: 'Playlists' });
  // Every stored playlist; the built-in Downloads is a collection card of its own, not listed
  // among the playlists (src/features/music-library/README.md).
  await expect(grid.getByRole('link')).toHaveCount(PLAYLISTS);
  const card = grid.getByRole('link', { name: /Big playlist 7\b/ });
  await expect(card).toContainText('500 songs');

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Big playlist 7' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Songs in Big playlist 7' });
  await expect(list.getByText('Track 7-0', { exact: true })).toBeVisible();
  await expect(page.getByText('500 songs')).toBeVisible();
  await expect(page.getByText('500 min')).toBeVisible();

  await list.getByRole('button', { name: 'Remove Track 7-0 from this playlist' }).click();
  await expect(list.getByText('Track 7-0', { exact: true })).toHaveCount(0);
  await expect(page.getByText('499 songs')).toBeVisible();

  await page.reload();
  await expect(page.getByText('499 songs')).toBeVisible();
  const again = page.getByRole('list', { name: 'Songs in Big playlist 7' });
  await expect(again.getByText('Track 7-1', { exact: true })).toBeVisible();
  await expect(again.getByText('Track 7-0', { exact: true })).toHaveCount(0);

  // The playlists not opened kept every song.
  await page.goto('/#/music/playlist/big-8');
  await expect(page.getByText('500 songs')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Songs in Big playlist 8' }).getByText('Track 8-0', {
      exact: true,
    }),
  ).toBeVisible();
});
