import { expect, test, type Page, type Route } from '@playwright/test';
import { firstSongs, openMenu } from './fixtures/music-songs';

test.describe.configure({ timeout: 120_000 });

const player = (page: Page) => page.getByRole('region', { name: 'Music player' });
const position = async (page: Page) =>
  Number(await player(page).getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuenow'));

/** Holds every audio request until `release()`; the download shows its progress meanwhile. */
function holdAudio(page: Page) {
  const held: Route[] = [];
  const pattern = /\/api\/music\/(audio|stream)\//;
  const ready = page.route(pattern, (route) => void held.push(route));
  return {
    ready,
    count: () => held.length,
    release: async () => {
      await page.unroute(pattern);
      // An aborted request cannot be continued any more: that is what Cancel is for.
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

test('a song downloads for real, plays with the network off, and can be removed or cancelled', async ({
  page,
  context,
}) => {
  const [first, second] = await firstSongs(page, 'Chill Vibes', 2);
  const hold = holdAudio(page);
  await hold.ready;

  await (await openMenu(page, first!)).getByRole('menuitem', { name: 'Download' }).click();
  // The request is held: the menu shows the download's progress, disabled, with Cancel beside it.
  await expect.poll(() => hold.count()).toBeGreaterThan(0);
  const during = await openMenu(page, first!);
  await expect(during.getByRole('menuitem', { name: /^Downloading \d+\s?%$/ })).toBeDisabled();
  await expect(during.getByRole('menuitem', { name: 'Cancel download' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await hold.release();
  const results = page.getByRole('list', { name: 'Results for Chill Vibes' });
  await expect(results.getByText('Downloaded').first()).toBeVisible({ timeout: 20_000 });

  // Stored in IndexedDB: audio bytes and the cover, under the song's id.
  const stored = await page.evaluate(
    () =>
      new Promise<{ audio: number; type: string; cover: number }[]>((resolve, reject) => {
        const open = indexedDB.open('reelbeat');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('audio').objectStore('audio').getAll();
          request.onsuccess = () =>
            resolve(
              (request.result as { audio: Blob; cover: Blob | null }[]).map((r) => ({
                audio: r.audio.size,
                type: r.audio.type,
                cover: r.cover?.size ?? 0,
              })),
            );
        };
      }),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]!.audio).toBeGreaterThan(1000);
  expect(stored[0]!.type).toMatch(/^audio\//);

  // Cancel: the second song's request is held, cancelled, and nothing of it is kept.
  const slow = holdAudio(page);
  await slow.ready;
  await (await openMenu(page, second!)).getByRole('menuitem', { name: 'Download' }).click();
  await expect.poll(() => slow.count()).toBeGreaterThan(0);
  await (await openMenu(page, second!)).getByRole('menuitem', { name: 'Cancel download' }).click();
  await expect(
    (await openMenu(page, second!)).getByRole('menuitem', { name: 'Download' }),
  ).toBeEnabled();
  await page.keyboard.press('Escape');
  await slow.release();

  // The player's code loads with the first song played: play one (not downloaded) while online,
  // as a visitor would have, so going offline below tests the download, not the code's cache.
  await results
    .getByRole('button', { name: `Play ${second}` })
    .first()
    .click();
  await expect(player(page)).toContainText(second!);
  await player(page).getByRole('button', { name: 'Pause', exact: true }).click();

  await page.goto('/#/music/library');
  await expect(page.getByText(/^Downloads use .+\. About .+ left on this device\.$/)).toBeVisible();

  await page.goto('/#/music/playlist/downloads');
  const list = page.getByRole('list', { name: 'Songs in Downloads' });
  await expect(list.getByText(first!, { exact: true })).toBeVisible();
  await expect(list.getByText(second!, { exact: true })).toHaveCount(0);

  // With the network gone (the page already loaded), the downloaded song plays from the device.
  await context.setOffline(true);
  await list.getByRole('button', { name: `Play ${first}` }).click();
  await expect(player(page)).toContainText(first!);
  await expect.poll(() => position(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await player(page).getByRole('button', { name: 'Pause', exact: true }).click();
  await context.setOffline(false);

  // Remove: the song leaves Downloads and its audio is deleted.
  await (await openMenu(page, first!)).getByRole('menuitem', { name: 'Remove download' }).click();
  await expect(list.getByText(first!, { exact: true })).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('reelbeat');
            open.onsuccess = () => {
              const request = open.result.transaction('audio').objectStore('audio').count();
              request.onsuccess = () => resolve(request.result);
            };
          }),
      ),
    )
    .toBe(0);
});
