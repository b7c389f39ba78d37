import { expect, test, type Locator } from '@playwright/test';

test.describe.configure({ timeout: 120_000 });

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
    await dialog.getByRole('button', { name: 'Close' }).click();
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
