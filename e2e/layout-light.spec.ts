import { expect, test, type Locator, type Page } from '@playwright/test';
import { showHomeRow } from './fixtures/home-rows';
import { storedItem, storedValue } from './fixtures/stored';

// The light theme at 1280 px: the hero's text keeps its contrast over the picture, and Continue
// Watching lines up (the other wide-layout checks are in layout.spec.ts).

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
