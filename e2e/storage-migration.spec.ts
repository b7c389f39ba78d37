import { expect, test } from '@playwright/test';
import { databaseVersion, oldSong, openV2Database, writeOldKeys } from './fixtures/old-storage';
import { storedItem } from './fixtures/stored';

/*
 * A browser with today's stored data (the old keys and IndexedDB version 2) opens the new app:
 * everything becomes the first profile's, every screen shows it, nothing is left behind.
 */
test.describe.configure({ timeout: 120_000 });

const at = (day: number) => `2024-01-0${day}T00:00:00.000Z`;

test('old local-storage keys and an IndexedDB v2 collection move into the first profile', async ({
  page,
}) => {
  await page.goto('/config.json');
  await writeOldKeys(page, {
    reelbeat_library: { v: 1, data: [{ ...storedItem(1001, 'Old Library Film'), addedAt: at(1) }] },
    reelbeat_favorites: { v: 1, data: [{ ...storedItem(1002, 'Old Favorite'), addedAt: at(1) }] },
    reelbeat_watch_history: {
      v: 1,
      data: [{ ...storedItem(1004, 'Old History Film'), watchedAt: at(3) }],
    },
    reelbeat_continue_watching: {
      v: 1,
      data: [{ ...storedItem(1003, 'Old Half Watched'), progress: 40, lastWatched: at(2) }],
    },
    reelbeat_settings: { v: 2, data: { theme: 'light', fontSize: 'large' } },
    reelbeat_player_choices: { v: 1, data: { servers: { 'movie:1001': 'void' }, autoplayOff: [] } },
    reelbeat_episode_counts: { v: 1, data: { '1005': 24 } },
  });
  await openV2Database(
    page,
    [
      {
        id: 'p1',
        name: 'Old Road Mix',
        songs: [oldSong('s1', 'Old Drive Song'), oldSong('s2', 'Old Second Song')],
      },
      { id: 'p2', name: 'Old Quiet Mix', songs: [] },
    ],
    false,
  );
  // Liked songs still in local storage (a browser that never moved them to IndexedDB).
  await writeOldKeys(page, {
    reelbeat_music_favorites: { v: 1, data: [oldSong('f1', 'Old Liked Tune')] },
  });

  await page.goto('/#/library');
  await expect(page.locator('body')).toHaveClass(/light-theme/);
  await expect(page.getByRole('link', { name: 'Old Library Film' })).toBeVisible();
  await page.goto('/#/favorites');
  await expect(page.getByRole('link', { name: 'Old Favorite' })).toBeVisible();
  await page.goto('/#/history');
  await expect(page.getByText('Old History Film')).toBeVisible();
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: /Continue Old Half Watched/ })).toBeVisible();
  await page.goto('/#/music/favorites');
  await expect(page.getByText('Old Liked Tune')).toBeVisible();
  await page.goto('/#/music/playlists');
  await expect(page.getByRole('link', { name: /Old Road Mix/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Old Quiet Mix/ })).toBeVisible();
  await page.getByRole('link', { name: /Old Road Mix/ }).click();
  const tracks = page.getByRole('list', { name: 'Songs in Old Road Mix' });
  await expect(tracks.getByText('Old Drive Song', { exact: true })).toBeVisible();
  await expect(tracks.getByText('Old Second Song', { exact: true })).toBeVisible();

  // Stored now as the first profile's records; the old keys are gone, the database is v3.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith('reelbeat_') && k !== 'reelbeat_device')
          .sort(),
      ),
    )
    .toEqual(['reelbeat_profiles']);
  const profile = await page.evaluate(() => {
    const get = (list: string) =>
      JSON.parse(localStorage.getItem(`reelbeat:main:${list}`) ?? 'null')?.data as unknown;
    return {
      registry: Object.keys(
        JSON.parse(localStorage.getItem('reelbeat_profiles') ?? '{}').data ?? {},
      ),
      library: Object.keys((get('library') ?? {}) as object),
      settings: get('settings'),
      choices: get('playerChoices'),
      counts: get('episodeCounts'),
    };
  });
  expect(profile.registry).toEqual(['main']);
  expect(profile.library).toEqual(['movie:1001']);
  expect(profile.settings).toMatchObject({ theme: 'light', fontSize: 'large' });
  expect(profile.choices).toEqual({ 'server:movie:1001': 'void' });
  expect(profile.counts).toEqual({ '1005': 24 });
  expect(await databaseVersion(page)).toBe(3);

  // A reload reads it all from its new place.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Songs in Old Road Mix' }).getByText('Old Drive Song'),
  ).toBeVisible();
  await page.goto('/#/music/favorites');
  await expect(page.getByText('Old Liked Tune')).toBeVisible();
});
