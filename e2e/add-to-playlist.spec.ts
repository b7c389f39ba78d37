import { expect, test } from '@playwright/test';
import { createPlaylist, firstSongs } from './fixtures/music-songs';

/**
 * Fewer clicks: a song goes into a playlist in three clicks (menu, Add to playlist, the
 * playlist), the dialog closing by itself with a toast that can Undo; editing a playlist keeps
 * its cover and title in place and disables Edit and Delete meanwhile.
 */
for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test(`three songs go into a playlist in three clicks each, with Undo, at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    await page.goto('/#/music/library');
    await createPlaylist(page, 'Road Trip');
    const songs = await firstSongs(page, 'Pop Hits', 3);
    const dialog = page.getByRole('dialog', { name: 'Add to Playlist' });
    for (const song of songs) {
      await page
        .getByRole('button', { name: `More options for ${song}` })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Add to playlist' }).click();
      await dialog.getByRole('button', { name: 'Add to Road Trip' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Added to "Road Trip"')).toBeVisible();
    }
    // Undo takes the last one back out.
    await page.getByRole('button', { name: 'Undo: take it out of "Road Trip"' }).click();
    await expect(page.getByText('Added to "Road Trip"')).toBeHidden();

    await page.goto('/#/music/playlists');
    await page.getByRole('link', { name: /Road Trip/ }).click();
    const tracks = page.getByRole('list', { name: 'Songs in Road Trip' });
    for (const song of songs.slice(0, 2)) {
      await expect(tracks.getByText(song, { exact: true })).toBeVisible();
    }
    await expect(tracks.getByText(songs[2]!, { exact: true })).toHaveCount(0);
  });

  test(`editing a playlist keeps its cover and title in place, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/#/music/library');
    await createPlaylist(page, 'Road Trip');
    const title = page.getByRole('heading', { name: 'Road Trip', level: 1 });
    const cover = page.getByRole('button', { name: 'Change cover' });
    const before = { title: await title.boundingBox(), cover: await cover.boundingBox() };
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('form', { name: /Edit/ })).toBeVisible();
    await expect(title).toBeVisible();
    expect(await title.boundingBox()).toEqual(before.title);
    // The cover stays where it was; it can be changed once the edit is over.
    expect(await cover.boundingBox()).toEqual(before.cover);
    await expect(cover).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
}
