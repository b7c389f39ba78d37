import { expect, test, type Page } from '@playwright/test';

// An edit is kept even when the page goes away right after it: the listener removes a song and
// reloads at once, with nothing on screen saying it was saved. Several rounds in one test, since
// a lost write is a race that one round can win by luck.

const SONGS = 40;
const ROUNDS = 4;

/** Writes one playlist as the previous version kept it (IndexedDB v1), before the app opens. */
async function seedPlaylist(page: Page) {
  await page.goto('/config.json');
  await page.evaluate(
    (songs) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('reelbeat', 1);
        request.onupgradeneeded = () => {
          const db = request.result;
          const lists = db.createObjectStore('lists');
          const store = db.createObjectStore('playlists', { keyPath: 'id' });
          db.createObjectStore('audio', { keyPath: 'songId' });
          db.createObjectStore('corrupt');
          const playlist = {
            id: 'mix',
            name: 'Road mix',
            createdAt: '2025-01-01T00:00:00.000Z',
            songs: Array.from({ length: songs }, (_, i) => ({
              id: `s${i}`,
              name: `Track ${i}`,
              year: '2024',
              duration: 60,
              language: 'english',
              album: { id: 'al', name: 'Album' },
              artists: { primary: [{ id: 'ar', name: 'Artist' }] },
              image: [],
              downloadUrl: [{ quality: '160kbps', url: `/api/music/audio/s${i}.wav` }],
            })),
          };
          store.put({ id: playlist.id, v: 1, json: JSON.stringify(playlist) });
          lists.put({ v: 1, json: JSON.stringify([playlist.id]) }, 'playlistOrder');
        };
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error);
      }),
    SONGS,
  );
}

test('a song removed just before a reload stays removed', async ({ page }) => {
  await seedPlaylist(page);
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
