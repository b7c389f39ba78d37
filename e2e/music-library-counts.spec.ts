import { expect, test } from '@playwright/test';
import { createPlaylist } from './fixtures/music-songs';

/**
 * One rule for the built-in Downloads playlist in counts and lists: it is a collection of its
 * own (a card beside Liked Songs), never counted or listed among the listener's playlists. So
 * "0 playlists" and "No playlists yet" never sit under a Downloads card, and "1 playlist" is
 * beside one card.
 */
for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test(`Your Library's counts and lists agree about Downloads, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/#/music/library');
    const collections = page.getByRole('list', { name: 'Collections' });
    await expect(collections).toContainText('0 playlists', { timeout: 20_000 });
    await expect(collections.getByRole('link', { name: /^Downloads/ })).toContainText('0 songs');
    const section = page.getByRole('region', { name: 'Playlists', exact: true });
    await expect(section.getByRole('heading', { name: 'No playlists yet' })).toBeVisible();
    await expect(section.getByRole('link')).toHaveCount(0);

    await createPlaylist(page, 'Road Trip');
    await page.goto('/#/music/library');
    await expect(collections).toContainText('1 playlist');
    await expect(section.getByRole('link')).toHaveCount(1);
    await expect(section.getByRole('link', { name: /Road Trip/ })).toBeVisible();
    await expect(section.getByText('No playlists yet')).toHaveCount(0);

    await page.goto('/#/music/playlists');
    await expect(page.getByText('1 playlist', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your Playlists' }).getByRole('link')).toHaveCount(
      1,
    );
  });
}
