import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { showHomeRow } from './fixtures/home-rows';
import { storedItem, storedValue } from './fixtures/stored';

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

test('at 1280x800 every sidebar entry, Settings included, is on screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/about');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeAttached();
  const bottoms = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().bottom));
  expect(bottoms.length).toBeGreaterThanOrEqual(15);
  expect(Math.max(...bottoms)).toBeLessThanOrEqual(800);
  // Lower than the compact layout allows, the sidebar scrolls on its own, not with the page.
  expect(await nav.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
});

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
  const grid = page.getByRole('list', { name: 'Playlists', exact: true });
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
  // The built-in Downloads card does not touch "No playlists yet".
  expect((await top(empty)) - (await bottom(grid))).toBeGreaterThanOrEqual(12);
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
const luminance = ([r, g, b]: number[]) => {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
};
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The background behind an element as drawn: the element hidden, its box captured, and the
 * luminance the lightest tenth of its pixels reach (a stray bright pixel of the picture aside).
 */
async function backgroundLuminance(page: Page, element: Locator): Promise<number> {
  const box = (await element.boundingBox())!;
  await element.evaluate((el) => (el.style.visibility = 'hidden'));
  const png = (await page.screenshot({ clip: box })).toString('base64');
  await element.evaluate((el) => (el.style.visibility = ''));
  const pixels = await page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return Array.from(context.getImageData(0, 0, image.width, image.height).data);
  }, png);
  const values: number[] = [];
  for (let i = 0; i < pixels.length; i += 4) values.push(luminance(pixels.slice(i, i + 3)));
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length * 0.9)]!;
}

test('at 1280 px in the light theme the hero text keeps its contrast, and Continue Watching lines up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(
    ({ settings, entries }) => {
      localStorage.setItem('reelbeat_settings', settings);
      localStorage.setItem('reelbeat_continue_watching', entries);
    },
    {
      settings: storedValue({ theme: 'light', autoplayTrailer: false }),
      entries: storedValue(
        [
          { ...storedItem(7001, 'Breaking Bad', 'tv'), season: 1, episode: 2, progress: 0 },
          { ...storedItem(597, 'Titanic', 'movie'), progress: 0 },
        ].map((entry) => ({ ...entry, lastWatched: '2024-01-02T00:00:00.000Z' })),
      ),
    },
  );
  await page.goto('/');
  await expect(page.locator('body')).toHaveClass(/light-theme/);
  const hero = page.getByRole('region', { name: 'Featured' });
  await expect(hero.getByRole('button', { name: 'Watch Now' })).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() =>
      hero
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete),
    )
    .toBe(true);
  // By their tags: the checks hide them for a moment, which takes them out of the role tree.
  const title = hero.locator('h2').first();
  const overview = hero.locator('h2 ~ p').last();
  for (const [text, least] of [
    [title, 3], // large text
    [overview, 4.5],
  ] as const) {
    const colour = await text.evaluate((el) =>
      getComputedStyle(el)
        .color.match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number),
    );
    const ratio = contrast(luminance(colour), await backgroundLuminance(page, text));
    expect(ratio, `${await text.textContent()}`).toBeGreaterThanOrEqual(least);
  }

  // "0% watched" ends at the card's right edge whether or not "S1E2" comes before it.
  await showHomeRow(page, 'Continue Watching');
  const cards = page.getByRole('list', { name: 'Continue Watching' }).getByRole('link');
  await expect(cards).toHaveCount(2);
  const gaps = await cards.evaluateAll((links) =>
    links.map((link) => {
      const watched = Array.from(link.querySelectorAll('span')).find(
        (span) => span.children.length === 0 && /watched$/.test(span.textContent ?? ''),
      )!;
      const line = watched.parentElement!.getBoundingClientRect();
      return Math.round(line.right - watched.getBoundingClientRect().right);
    }),
  );
  expect(gaps).toEqual([0, 0]);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  const fadesAtTheEnd = (el: HTMLElement) => ({
    scrolls: el.scrollWidth > el.clientWidth,
    mask: getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage,
  });

  test('rows that scroll sideways say so with a trailing fade', async ({ page }) => {
    await page.goto('/');
    const chips = page.getByRole('group', { name: 'Genres' });
    await expect(chips.getByRole('button').first()).toBeVisible({ timeout: 20_000 });
    expect(await chips.evaluate(fadesAtTheEnd)).toEqual({
      scrolls: true,
      mask: expect.stringContaining('linear-gradient'),
    });

    await page.goto('/#/settings');
    const tabs = page.getByRole('tablist', { name: 'Settings sections' });
    await expect(tabs).toBeVisible();
    expect(await tabs.evaluate(fadesAtTheEnd)).toEqual({
      scrolls: true,
      mask: expect.stringContaining('linear-gradient'),
    });
    // Scrolled to the end, the last tab clears the fade.
    await tabs.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const clear = await tabs.evaluate((el) => {
      const last = el.lastElementChild!.getBoundingClientRect();
      return el.getBoundingClientRect().right - last.right;
    });
    expect(clear).toBeGreaterThanOrEqual(32);

    await page.goto('/#/watch/tv/7001/1/1');
    const servers = page.getByRole('group', { name: 'Servers' });
    await expect(servers.getByRole('button').first()).toBeVisible({ timeout: 20_000 });
    expect(await servers.evaluate(fadesAtTheEnd)).toEqual({
      scrolls: true,
      mask: expect.stringContaining('linear-gradient'),
    });
  });

  test('the season buttons of a TV detail keep to one line in every language', async ({ page }) => {
    // English first, as a fresh visit sees it; then each language stored and the page reloaded.
    await page.goto('/#/tv/7001');
    for (const language of ['en', 'es', 'fr', 'de', 'ja', 'ko']) {
      const words = JSON.parse(
        readFileSync(
          new URL(`../src/features/title/messages/${language}.json`, import.meta.url),
          'utf8',
        ),
      ) as Record<string, string>;
      if (language !== 'en') {
        // Stored as data from before profiles: the first profile's settings records go, so the
        // old key is read (and moved in) as it would be on an update.
        await page.evaluate((value) => {
          localStorage.removeItem('reelbeat:main:settings');
          localStorage.setItem('reelbeat_settings', value);
        }, storedValue({ language }));
        await page.reload();
      }
      // The buttons keep their full names, whatever they show.
      const buttons = [
        page.getByRole('button', { name: words['title.seasons.previous'], exact: true }),
        page.getByRole('button', { name: words['title.seasons.next'], exact: true }),
      ];
      await expect(buttons[1]!).toBeVisible({ timeout: 20_000 });
      for (const button of buttons) {
        const shown = await button.evaluate((el) => {
          const texts: Text[] = [];
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          while (walker.nextNode()) texts.push(walker.currentNode as Text);
          const range = document.createRange();
          const lines = texts.map((text) => {
            range.selectNodeContents(text);
            return Array.from(range.getClientRects()).filter((rect) => rect.width > 1).length;
          });
          const box = el.getBoundingClientRect();
          return {
            lines: Math.max(...lines),
            fits: el.scrollWidth <= el.clientWidth && box.right <= window.innerWidth,
          };
        });
        expect(shown, `${language}: ${await button.textContent()}`).toEqual({
          lines: 1,
          fits: true,
        });
      }
    }
  });

  test('the search placeholder fits the box', async ({ page }) => {
    await page.goto('/#/search');
    const box = page.getByRole('searchbox');
    const room = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(input.placeholder).width;
      const inner =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return inner - text;
    });
    expect(room).toBeGreaterThanOrEqual(0);
  });

  test('bottom-nav labels are readable and stay inside their column', async ({ page }) => {
    await page.goto('/#/about');
    const nav = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(nav.getByRole('link')).toHaveCount(6);
    const labels = await nav.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const label = link.lastElementChild as HTMLElement;
        const style = getComputedStyle(label);
        const lines = Math.round(label.clientHeight / parseFloat(style.lineHeight));
        return {
          size: parseFloat(style.fontSize),
          fits: label.scrollWidth <= label.clientWidth && link.scrollHeight <= link.clientHeight,
          lines,
        };
      }),
    );
    for (const label of labels) {
      expect(label.size).toBeGreaterThanOrEqual(11);
      expect(label.fits).toBe(true);
      expect(label.lines).toBeLessThanOrEqual(2);
    }
  });

  test('the player fills the screen above the bottom bar', async ({ page }) => {
    await page.goto('/#/watch/tv/7001/1/1');
    const player = page.locator('iframe').first();
    await expect(player).toBeVisible({ timeout: 20_000 });
    const { frameHeight, gap } = await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Quick navigation"]')!;
      const main = document.querySelector('main')!;
      // Every control counts, the episode bar's autoplay switch (a label) included.
      const lastBottom = Math.max(
        ...Array.from(main.querySelectorAll('button, a, iframe, label')).map(
          (e) => e.getBoundingClientRect().bottom,
        ),
      );
      return {
        frameHeight: document.querySelector('iframe')!.getBoundingClientRect().height,
        gap: nav.getBoundingClientRect().top - lastBottom,
      };
    });
    expect(frameHeight).toBeGreaterThan(812 / 2);
    expect(gap).toBeLessThan(40);
  });
});
