import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';

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

/** The names of the first songs a search lists, read from their '...' buttons. */
async function firstSongs(page: Page, query: string, count: number) {
  await page.goto(`/#/music/search?q=${encodeURIComponent(query)}`);
  const results = page.getByRole('list', { name: `Results for ${query}` });
  await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  const labels = await results
    .getByRole('button', { name: /^More options for / })
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return labels.slice(0, count).map((l) => l.replace('More options for ', ''));
}

async function openMenu(page: Page, song: string) {
  await page
    .getByRole('button', { name: `More options for ${song}` })
    .first()
    .click();
  return page.getByRole('menu', { name: `Options for ${song}` });
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
    // The song is in: the dialog closes and a toast says where it went.
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Added to "Road Trip"')).toBeVisible();
    // The playlist now holds the song: opened again, its row is disabled and marked.
    await (await openMenu(page, song)).getByRole('menuitem', { name: 'Add to playlist' }).click();
    await expect(dialog.getByRole('button', { name: 'Road Trip, already added' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Close' }).click();
  }

  await page.goto('/#/music/playlists');
  // Road Trip; the built-in Downloads playlist is neither listed nor counted, as in Your Library.
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

test('download a song and find it in Downloads with the badge', async ({ page }) => {
  const [song] = await firstSongs(page, 'Chill Vibes', 1);
  const menu = await openMenu(page, song!);
  await menu.getByRole('menuitem', { name: 'Download' }).click();
  // While the simulated download runs its menu item is disabled and shows the progress.
  const again = await openMenu(page, song!);
  await expect(again.getByRole('menuitem', { name: /Downloading \d+%|Downloaded/ })).toBeDisabled();
  await page.keyboard.press('Escape');
  const results = page.getByRole('list', { name: 'Results for Chill Vibes' });
  await expect(results.getByText('Downloaded').first()).toBeVisible({ timeout: 20_000 });

  await page.goto('/#/music/playlist/downloads');
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Songs in Downloads' });
  await expect(list.getByText(song!, { exact: true })).toBeVisible();
  await expect(list.getByText('Downloaded')).toBeVisible();
  await expect(page.getByText('Downloaded', { exact: true }).first()).toBeVisible();
});

test("a song's menu near the bottom opens above its button, clear of the player's bar", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const [song] = await firstSongs(page, 'Chill Vibes', 1);
  await page
    .getByRole('button', { name: `Play ${song}` })
    .first()
    .click();
  const bar = page.getByRole('region', { name: 'Music player' });
  await expect(bar).toBeVisible();
  await page.goto('/#/music');
  const grid = page.getByRole('list', { name: 'Pop Hits' });
  await expect(grid.getByRole('listitem')).toHaveCount(8, { timeout: 20_000 });
  const barTop = (await bar.boundingBox())!.y;
  // A card's '...' scrolled to just above the bar: a menu opened downward would run under it.
  const button = grid.getByRole('button', { name: /^More options for / }).first();
  await button.evaluate((el, top) => {
    window.scrollBy(0, el.getBoundingClientRect().bottom - (top - 16));
  }, barTop);
  const buttonBox = (await button.boundingBox())!;
  expect(buttonBox.y + buttonBox.height).toBeGreaterThan(barTop - 40);
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.height).toBeGreaterThan(barTop - (buttonBox.y + buttonBox.height));
  expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(buttonBox.y);
  expect(menuBox.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

// Measured layout of the music screens: what a screenshot review would catch, asserted on real
// boxes in Chromium.
/**
 * For a song list: each header label against its column's cell in the first row (left and right
 * edges), and the header labels' font sizes. A header and a row are separate grids, so they only
 * line up while no column sizes to its content.
 */
async function headerAgainstCells(list: Locator) {
  return list.evaluate((el) => {
    const header = el.previousElementSibling!;
    const row = el.querySelector('[role="listitem"] > div')!;
    const cells = Array.from(row.children);
    // Shown labels only: narrow screens hide the artist, album and time columns.
    const labels = Array.from(header.children).filter(
      (label) => label.textContent?.trim() && label.getClientRects().length > 0,
    );
    return {
      columns: labels.map((label) => {
        const box = label.getBoundingClientRect();
        const cell = cells[Array.from(header.children).indexOf(label)]!.getBoundingClientRect();
        return {
          label: label.textContent,
          left: Math.abs(box.left - cell.left),
          right: Math.abs(box.right - cell.right),
        };
      }),
      sizes: new Set(labels.map((label) => getComputedStyle(label).fontSize)).size,
    };
  });
}

async function expectHeaderAligned(list: Locator, labels: string[]) {
  const { columns, sizes } = await headerAgainstCells(list);
  expect(columns.map((c) => c.label)).toEqual(labels);
  expect(columns.filter((c) => c.left > 2 || c.right > 2)).toEqual([]);
  expect(sizes).toBe(1);
}

test('song lists line up under their headers, and a playlist fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/music/library');
  await page.getByRole('button', { name: 'Create Playlist' }).click();
  const create = page.getByRole('dialog', { name: 'Create Playlist' });
  await create.getByLabel('Name').fill('Road Trip');
  await create.getByRole('button', { name: 'Create Playlist' }).click();
  await expect(page.getByRole('heading', { name: 'Road Trip', level: 1 })).toBeVisible();
  const playlistUrl = page.url();

  await page.goto('/#/music/search?q=tele');
  const results = page.getByRole('list', { name: 'Results for tele' });
  await expect(results.getByRole('listitem')).toHaveCount(6, { timeout: 20_000 });
  await expectHeaderAligned(results, ['#', 'Title', 'Artist', 'Album', 'Time']);
  for (const row of (await results.getByRole('listitem').all()).slice(0, 2)) {
    await row.getByRole('button', { name: /^More options for / }).click();
    await page.getByRole('menuitem', { name: 'Add to playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Playlist' });
    await dialog.getByRole('button', { name: 'Add to Road Trip' }).click();
    // Adding closes the dialog.
    await expect(dialog).toBeHidden();
  }

  await page.goto(playlistUrl);
  const tracks = page.getByRole('list', { name: 'Songs in Road Trip' });
  await expect(tracks.getByRole('listitem')).toHaveCount(2);
  // The rows hold a remove button besides the '...' menu; the header has neither.
  await expectHeaderAligned(tracks, ['#', 'Title', 'Artist', 'Album', 'Time']);

  await page.setViewportSize({ width: 375, height: 812 });
  await expectHeaderAligned(tracks, ['#', 'Title']);
  const toolbar = page.getByRole('toolbar', { name: 'Playlist actions' });
  const buttons = await toolbar.getByRole('button').evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      return { middle: Math.round(box.top + box.height / 2), right: box.right };
    }),
  );
  expect(buttons).toHaveLength(6);
  // One row: the '...' button no longer wraps under the others.
  expect(new Set(buttons.map((b) => b.middle)).size).toBe(1);
  expect(Math.max(...buttons.map((b) => b.right))).toBeLessThanOrEqual(375);
  // Icons only, each still named by its label.
  for (const name of ['Play', 'Shuffle Play', 'Download', 'Edit', 'Delete', 'More options']) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  }
  // A title gets the room of about 18 characters, not 8.
  const titleWidth = await tracks
    .getByText('Satellite Telephone Line', { exact: true })
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(titleWidth).toBeGreaterThanOrEqual(150);
});

test('music search keeps Clear search on one line and space under No results found', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#/music/search?q=tele');
  await expect(page.getByRole('heading', { name: 'Found 6 results for "tele"' })).toBeVisible({
    timeout: 20_000,
  });
  const clear = page.getByRole('button', { name: 'Clear search' });
  const lines = await clear.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  const clearBox = (await clear.boundingBox())!;
  expect(clearBox.x + clearBox.width).toBeLessThanOrEqual(375);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/music/search?q=zzzqqq');
  const empty = page.getByRole('heading', { name: 'No results found' }).locator('..');
  await expect(empty).toBeVisible({ timeout: 20_000 });
  const trending = page.getByRole('heading', { name: 'Trending Now' });
  const emptyBox = (await empty.boundingBox())!;
  // The section spacing the results list has above Trending Now.
  expect((await trending.boundingBox())!.y - (emptyBox.y + emptyBox.height)).toBeGreaterThanOrEqual(
    24,
  );
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("a song's menu opens on screen from either column of a grid, and keeps its keys", async ({
    page,
  }) => {
    await page.goto('/#/music');
    const grid = page.getByRole('list', { name: 'Pop Hits' });
    await expect(grid.getByRole('listitem')).toHaveCount(8, { timeout: 20_000 });
    for (const index of [0, 1]) {
      const button = grid
        .getByRole('listitem')
        .nth(index)
        .getByRole('button', { name: /^More options for / });
      await button.click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      const boxes = await menu.evaluate((el) =>
        [el, ...Array.from(el.querySelectorAll('[role="menuitem"]'))].map((item) => {
          const box = item.getBoundingClientRect();
          return { left: box.left, right: box.right };
        }),
      );
      const viewport = page.viewportSize()!.width;
      expect(boxes.filter((b) => b.left < 0 || b.right > viewport)).toEqual([]);
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'Add to queue' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(button).toBeFocused();
    }
  });
});
