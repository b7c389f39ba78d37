import { expect, test, type Page } from '@playwright/test';

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
    await page.getByRole('heading', { level: 2, name: row }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('list', { name: row }).getByRole('listitem').first()).toBeVisible();
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
  });
}
