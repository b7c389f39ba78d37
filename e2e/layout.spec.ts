import { expect, test, type Locator, type Page } from '@playwright/test';
import { showHomeRow } from './fixtures/home-rows';
import { chooseStoredLanguage } from './fixtures/language';
import { IN_REWIND_SEASON } from './fixtures/rewind-season';

// Measured layout checks: what a screenshot review would catch, asserted on real boxes in
// Chromium so a regression fails the suite instead of waiting for the next walk-through.

async function buildAllRows(page: Page) {
  const hero = page.getByRole('region', { name: 'Featured' });
  await expect(hero.getByRole('button', { name: 'Watch Now' })).toBeVisible({ timeout: 20_000 });
  // Rows below the fold are built as they scroll near.
  for (const row of [
    'Popular Movies',
    'Popular TV Shows',
    'Top Rated Movies',
    'Top Rated TV Shows',
  ]) {
    await showHomeRow(page, row);
  }
}

for (const [width, cardWidth] of [
  [1280, 200],
  [375, 150],
] as const) {
  test(`every Home card keeps the spec's ${cardWidth} px size at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await buildAllRows(page);
    const boxes = await page.locator('main article').evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        const poster = card.querySelector('img')!.getBoundingClientRect();
        const title = card.querySelector('h3')!;
        return {
          name: title.textContent,
          width: Math.round(box.width),
          posterWidth: Math.round(poster.width),
          posterHeight: Math.round(poster.height),
          titleWidth: Math.round(title.getBoundingClientRect().width),
        };
      }),
    );
    expect(boxes.length).toBeGreaterThan(40);
    // A long title ("The Lord of the Rings: The Fellowship of the Ring") is among them.
    expect(boxes.some((b) => (b.name ?? '').length > 30)).toBe(true);
    const wrong = boxes.filter(
      (b) =>
        b.width !== cardWidth ||
        b.posterWidth !== cardWidth ||
        b.posterHeight !== cardWidth * 1.5 ||
        b.titleWidth > cardWidth,
    );
    expect(wrong).toEqual([]);

    // Every row starts at its first card, with nothing to scroll back to. The browser used to
    // snap each row 4 px in at load, which also showed its "Scroll left" arrow.
    const rows = await page.locator('main section ul[aria-label]').evaluateAll((lists) =>
      lists.map((list) => ({
        name: list.getAttribute('aria-label'),
        scrollLeft: list.scrollLeft,
      })),
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => row.scrollLeft !== 0)).toEqual([]);
    if (width === 1280) {
      const back = page.getByRole('button', { name: /^Scroll .+ left$/ });
      expect(await back.count()).toBeGreaterThanOrEqual(5);
      for (const button of await back.all()) await expect(button).toBeDisabled();
    }
  });
}

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('at 1280 px the hero arrow sits clear of the slide text and badge', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured' });
  await expect(hero.getByRole('button', { name: 'Watch Now' })).toBeVisible({ timeout: 20_000 });
  const arrow = (await hero.getByRole('button', { name: 'Previous slide' }).boundingBox())!;
  const badge = (await hero
    .getByText(/^(Movie|TV Series)$/)
    .first()
    .boundingBox())!;
  const box = (b: typeof arrow): Box => ({
    left: b.x,
    right: b.x + b.width,
    top: b.y,
    bottom: b.y + b.height,
  });
  expect(overlaps(box(arrow), box(badge))).toBe(false);
  expect(badge.x).toBeGreaterThanOrEqual(arrow.x + arrow.width);
});

for (const language of ['en', 'fr']) {
  test(`at 1280x800 every sidebar entry, Settings included, is on screen, in Rewind's season too (${language})`, async ({
    page,
  }) => {
    // In its season Rewind is a sixteenth entry; French has a label on two lines.
    await page.clock.setFixedTime(IN_REWIND_SEASON);
    await chooseStoredLanguage(page, language);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/#/about');
    // By its id and address: its name is in the page's language.
    const nav = page.locator('#app-sidebar');
    await expect(nav.locator('a[href="#/rewind"]')).toBeAttached();
    const bottoms = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().bottom));
    // The logo and sixteen entries.
    expect(bottoms).toHaveLength(17);
    expect(Math.max(...bottoms)).toBeLessThanOrEqual(800);
    // Lower than the compact layout allows, the sidebar scrolls on its own, not with the page.
    expect(await nav.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
  });
}

test('music mood grids fill their rows and leave titles room at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/music');
  const grid = page.getByRole('list', { name: 'Pop Hits' });
  await expect(grid.getByRole('listitem')).toHaveCount(8, { timeout: 20_000 });
  const rows = await grid.getByRole('listitem').evaluateAll((items) => {
    const perRow = new Map<number, number>();
    for (const item of items) {
      const top = Math.round(item.getBoundingClientRect().top);
      perRow.set(top, (perRow.get(top) ?? 0) + 1);
    }
    return [...perRow.values()];
  });
  // No lone short row: every row holds as many songs as the first.
  expect(new Set(rows).size).toBe(1);
  const width = await grid
    .getByRole('listitem')
    .first()
    .evaluate((item) => item.getBoundingClientRect().width);
  expect(width).toBeGreaterThanOrEqual(220);
});

test("Your Library's space line sits under its cards, clear of the next heading", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/music/library');
  const note = page.getByText(/^Downloads use /);
  await expect(note).toBeVisible({ timeout: 20_000 });
  const heading = page.getByRole('heading', { level: 2, name: 'Playlists', exact: true });
  const cards = page.getByRole('list', { name: 'Collections' });
  const empty = page.getByRole('heading', { name: 'No playlists yet' }).locator('..');
  const top = async (l: Locator) => (await l.boundingBox())!.y;
  const bottom = async (l: Locator) => {
    const box = (await l.boundingBox())!;
    return box.y + box.height;
  };
  // Closer to the cards it describes than to the heading that follows.
  const above = (await top(note)) - (await bottom(cards));
  const below = (await top(heading)) - (await bottom(note));
  expect(below).toBeGreaterThanOrEqual(24);
  expect(above).toBeLessThan(below);
  // "No playlists yet" sits under its heading, with no card of the built-in Downloads (a
  // collection card now, among the cards above) touching it.
  await expect(page.getByRole('list', { name: 'Playlists', exact: true })).toHaveCount(0);
  expect((await top(empty)) - (await bottom(heading))).toBeGreaterThanOrEqual(8);
});

test('at 1280 px every genre tile of a Categories row is as tall as the others', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/categories');
  const grid = page.getByRole('list', { name: 'Genres' });
  await expect(grid.getByRole('button', { name: 'Action & Adventure' })).toBeVisible({
    timeout: 20_000,
  });
  const tiles = await grid.getByRole('button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      const cell = button.parentElement!.getBoundingClientRect();
      return { name: button.textContent, top: box.top, height: box.height, cell: cell.height };
    }),
  );
  // The long name wraps, so its row is taller than a one-line row.
  expect(new Set(tiles.map((tile) => Math.round(tile.height))).size).toBeGreaterThan(1);
  const uneven = tiles.filter(
    (tile) =>
      Math.abs(tile.height - tile.cell) > 0.5 ||
      tiles.some(
        (other) => Math.round(other.top) === Math.round(tile.top) && other.height !== tile.height,
      ),
  );
  expect(uneven).toEqual([]);
});

/** Relative luminance of an sRGB colour (WCAG 2). */
