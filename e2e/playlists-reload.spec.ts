import { expect, test } from '@playwright/test';
import { seedV1Playlists } from './fixtures/v1-playlists';

// An edit is kept even when the page goes away right after it: the listener removes a song and
// reloads at once, with nothing on screen saying it was saved. Several rounds in one test, since
// a lost write is a race that one round can win by luck.

const SONGS = 40;
const ROUNDS = 4;

test('a song removed just before a reload stays removed', async ({ page }) => {
  await seedV1Playlists(page, [{ id: 'mix', name: 'Road mix', songs: SONGS, prefix: '' }]);
  await page.goto('/#/music/playlist/mix');
  const list = page.getByRole('list', { name: 'Songs in Road mix' });
  await expect(list.getByText('Track 0', { exact: true })).toBeVisible({ timeout: 30_000 });

  for (let round = 0; round < ROUNDS; round++) {
    await list.getByRole('button', { name: `Remove Track ${round} from this playlist` }).click();
    await page.reload();
    await expect(list.getByText(`Track ${round + 1}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`${SONGS - round - 1} songs`)).toBeVisible();
    for (let gone = 0; gone <= round; gone++)
      await expect(list.getByText(`Track ${gone}`, { exact: true })).toHaveCount(0);
  }
});
