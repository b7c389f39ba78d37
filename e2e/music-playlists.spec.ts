import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { firstSongs, openMenu } from './fixtures/music-songs';

test.describe.configure({ timeout: 120_000 });

/** A real PNG (800 × 600, a colour gradient) made here, so the cover is scaled from 800 to 512 px. */
function makePng(width = 800, height = 600): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set([x % 256, y % 256, 160], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('create a playlist, add songs, set a cover, export, delete, import it back', async ({
  page,
}) => {
  await page.goto('/#/music/library');
  await expect(page.getByRole('heading', { name: 'Your Library' })).toBeVisible();
  await expect(page.getByText('No playlists yet')).toBeVisible();
  // The built-in Downloads playlist is not one of the visitor's: the count agrees with the empty state.
  await expect(page.getByRole('list', { name: 'Collections' })).toContainText('0 playlists');

  await page.getByRole('button', { name: 'Create Playlist' }).click();
  const create = page.getByRole('dialog', { name: 'Create Playlist' });
  await create.getByRole('button', { name: 'Create Playlist' }).click();
  await expect(create.getByText('Please enter a playlist name')).toBeVisible();
  await create.getByLabel('Name').fill('  Road Trip  ');
  await create.getByRole('button', { name: 'Create Playlist' }).click();
  await expect(page.getByRole('heading', { name: 'Road Trip', level: 1 })).toBeVisible();
  await expect(page.getByText('Your playlist is empty')).toBeVisible();

  const songs = await firstSongs(page, 'Pop Hits', 2);
  for (const song of songs) {
    await (await openMenu(page, song)).getByRole('menuitem', { name: 'Add to playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Playlist' });
    await dialog.getByRole('button', { name: 'Add to Road Trip' }).click();
    await expect(dialog.getByText('Added to "Road Trip"')).toBeVisible();
    // The playlist now holds the song: its row is disabled and marked.
    await expect(dialog.getByRole('button', { name: 'Road Trip, already added' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Close' }).click();
  }

  await page.goto('/#/music/playlists');
  // Road Trip; the built-in Downloads playlist is shown but not counted, as in Your Library.
  await expect(page.getByText('1 playlist', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /Road Trip/ }).click();
  const tracks = page.getByRole('list', { name: 'Songs in Road Trip' });
  for (const song of songs) await expect(tracks.getByText(song, { exact: true })).toBeVisible();
  await expect(page.getByText('2 songs')).toBeVisible();

  await page.getByRole('button', { name: 'Change cover' }).click();
  const coverDialog = page.getByRole('dialog', { name: 'Change Playlist Cover' });
  await coverDialog.getByLabel('Choose Image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(coverDialog.getByText('Please select an image file')).toBeVisible();
  await coverDialog.getByLabel('Choose Image').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: makePng(),
  });
  await expect(coverDialog).toBeHidden({ timeout: 20_000 });
  const cover = page.getByRole('button', { name: 'Change cover' }).locator('img');
  await expect(cover).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  // Decoding the data URL can finish after the attribute is set, so wait for the real size.
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 })
    .toBe(512);

  await page.goto('/#/music/library');
  await page.getByRole('button', { name: 'Import & Export' }).click();
  const transfer = page.getByRole('dialog', { name: 'Import & Export' });
  await expect(transfer.getByText('Total songs')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await transfer.getByRole('button', { name: 'Export Road Trip' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^reelbeat-playlist-\d+\.json$/);
  const file = await readFile((await download.path())!);
  expect(JSON.parse(file.toString('utf8'))).toMatchObject({ version: '1.0', type: 'single' });
  await transfer.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: /Road Trip/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete playlist' });
  await expect(confirm.getByText('Are you sure you want to delete this playlist?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/#\/music\/library$/);
  await expect(page.getByRole('link', { name: /Road Trip/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Import & Export' }).click();
  await transfer.getByRole('tab', { name: 'Import' }).click();
  const picker = transfer.getByLabel('Choose a playlist file (.json)');
  await picker.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{oops'),
  });
  await expect(transfer.getByText('Invalid file format')).toBeVisible();
  await expect(transfer.getByText('Invalid JSON format')).toBeVisible();
  await picker.setInputFiles({
    name: 'road-trip.json',
    mimeType: 'application/json',
    buffer: file,
  });
  await expect(transfer.getByText('Successfully imported 1 playlist(s)')).toBeVisible();
  await expect(transfer.getByText('1 imported, 0 skipped, 0 errors')).toBeVisible();
  await transfer.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: /Road Trip \(Imported\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Road Trip (Imported)', level: 1 })).toBeVisible();
  const imported = page.getByRole('list', { name: 'Songs in Road Trip (Imported)' });
  await expect(imported.getByRole('listitem')).toHaveCount(2);
  for (const song of songs) await expect(imported.getByText(song, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change cover' }).locator('img')).toHaveAttribute(
    'src',
    /^data:image\/jpeg;base64,/,
  );
});
