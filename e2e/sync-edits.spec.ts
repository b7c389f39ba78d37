import { expect, test, type Page } from '@playwright/test';
import { firstId } from './fixtures/catalogue';
import { createPlaylist, firstSongs, openMenu } from './fixtures/music-songs';
import { seedProfiles } from './fixtures/profiles';
import { device, joinWith, openSyncTab, turnOn } from './sync-helpers';

/*
 * Two browser contexts are two devices with one sync phrase, against the e2e server: a playlist
 * edited on both while offline, and a profile deleted on one (docs/sync.md, docs/sync-server.md).
 */

async function addToPlaylist(page: Page, song: string, playlist: string) {
  await (await openMenu(page, song)).getByRole('menuitem', { name: 'Add to playlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Playlist' });
  await dialog.getByRole('button', { name: `Add to ${playlist}` }).click();
  await expect(dialog).toBeHidden();
}

async function playlistSongs(page: Page, playlist: string) {
  await page.goto('/#/music/playlists');
  await page.getByRole('link', { name: new RegExp(playlist) }).click();
  return page.getByRole('list', { name: `Songs in ${playlist}` });
}

test('a playlist edited on two devices while offline keeps both devices\u2019 songs', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await device(browser, []);
  const b = await device(browser, []);
  await a.page.goto('/#/music/library');
  await createPlaylist(a.page, 'Road Trip');
  const phrase = await turnOn(a.page);
  await joinWith(b.page, phrase);
  await expect(async () => {
    await b.page.goto('/#/music/playlists');
    await expect(b.page.getByRole('link', { name: /Road Trip/ })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });

  // Each device lists the same songs; the add dialog is opened once online (its code loads).
  const [first, second] = await firstSongs(a.page, 'Pop Hits', 2);
  expect(await firstSongs(b.page, 'Pop Hits', 2)).toEqual([first, second]);
  for (const page of [a.page, b.page]) {
    await (await openMenu(page, first!)).getByRole('menuitem', { name: 'Add to playlist' }).click();
    await page
      .getByRole('dialog', { name: 'Add to Playlist' })
      .getByRole('button', { name: 'Close' })
      .click();
  }

  await a.context.setOffline(true);
  await b.context.setOffline(true);
  await addToPlaylist(a.page, first!, 'Road Trip');
  await addToPlaylist(b.page, second!, 'Road Trip');
  await a.context.setOffline(false);
  await b.context.setOffline(false);

  for (const page of [a.page, b.page]) {
    await expect(async () => {
      const tracks = await playlistSongs(page, 'Road Trip');
      for (const song of [first!, second!])
        await expect(tracks.getByText(song, { exact: true })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
  }
  await a.context.close();
  await b.context.close();
});

test('a profile deleted on one device goes from the other with its lists', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await firstId(request, 'movie');
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedProfiles(
    page,
    [
      { id: 'main', name: 'Sam' },
      { id: 'ana00001', name: 'Ana' },
    ],
    'ana00001',
  );
  // Ana's library gets a title; then this device goes back to Sam.
  await page.goto(`/#/movie/${id}`);
  await page.getByRole('button', { name: 'Add to Library' }).first().click();
  await expect(page.getByRole('button', { name: 'In Library' }).first()).toBeVisible();
  // As choosing Sam in "Who's watching?" leaves them: the device's choice and this tab's.
  await page.evaluate(() => {
    localStorage.setItem('reelbeat_profile', 'main');
    sessionStorage.setItem('reelbeat_profile_tab', 'main');
  });
  await page.reload();
  const phrase = await turnOn(page);

  const b = await device(browser, []);
  await joinWith(b.page, phrase);
  const anaOnB = () =>
    b.page.evaluate(() => ({
      profiles: Object.keys(JSON.parse(localStorage.getItem('reelbeat_profiles')!).data).sort(),
      keys: Object.keys(localStorage).filter((key) => key.startsWith('reelbeat:ana00001:')),
    }));
  await expect
    .poll(async () => (await anaOnB()).keys.length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect((await anaOnB()).profiles).toEqual(['ana00001', 'main']);

  await page.goto('/#/settings');
  await page.getByRole('tab', { name: 'Profiles' }).click();
  await page.getByRole('button', { name: 'Edit Ana' }).click();
  await page.getByRole('button', { name: 'Delete profile' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Ana?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Ana', { exact: true })).toHaveCount(0);

  // B is looking at its Sync tab: the deletion arrives live and Ana's lists go with it.
  await openSyncTab(b.page);
  await expect.poll(anaOnB, { timeout: 20_000 }).toEqual({ profiles: ['main'], keys: [] });
  await context.close();
  await b.context.close();
});
