import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';

/**
 * The offline demo trailer, as a visitor meets it in the hero and the Trailer overlay: the
 * title's own generated art in motion (no test pattern, no words in the picture), a small
 * "Demo trailer" mark in the part of the frame the page shows, in the reader's language, and no
 * work on the page's main thread while it plays.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/**
 * What the trailer frame shows: the title's backdrop (no test pattern), drawn in motion: two
 * pictures of the frame a second apart differ.
 */
async function expectArtInMotion(frame: FrameLocator, iframe: Locator, id: string) {
  await expect(frame.locator('canvas.picture')).toHaveCount(0);
  await expect(frame.locator('img.still')).toHaveAttribute(
    'src',
    new RegExp(`/api/catalog/images/w\\d+/\\w+-${id}-backdrop\\.jpg$`),
  );
  await expect(frame.locator('.film')).toHaveClass(/\bdrawn\b/);
  const first = await iframe.screenshot();
  await expect
    .poll(async () => (await iframe.screenshot()).equals(first), { timeout: 5000 })
    .toBe(false);
}

/** The trailer's main-thread time over two seconds (its frame shares the page's process). */
async function mainThreadMs(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')!.value * 1000;
  };
  const before = await read();
  await page.waitForTimeout(2000);
  return (await read()) - before;
}

async function heroSlideId(page: Page): Promise<string> {
  const href = await page
    .getByRole('group', { name: /.+/ })
    .filter({ has: page.locator('h2') })
    .first()
    .locator('h2 a')
    .getAttribute('href');
  return /\/(\d+)$/.exec(href ?? '')![1]!;
}

async function expectMarkShown(mark: Locator, visibleArea: Box, text: string) {
  await expect(mark).toHaveText(text);
  const box = (await mark.boundingBox())!;
  expect(inside(box, visibleArea), `${JSON.stringify(box)} in ${JSON.stringify(visibleArea)}`).toBe(
    true,
  );
}

for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test(`the hero's demo trailer moves the title's art and says it is a demo, at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const iframe = page.locator('main iframe[title]');
    await expect(iframe).toHaveCount(1, { timeout: 30_000 });
    const frame = page.frameLocator('main iframe[title]');
    await expectArtInMotion(frame, iframe, await heroSlideId(page));
    // The hero crops the frame to cover its box: the mark must be in the part it shows.
    const hero = (await page.locator('main section').first().boundingBox())!;
    await expectMarkShown(frame.getByText('Demo trailer'), hero, 'Demo trailer');
    expect(await mainThreadMs(page)).toBeLessThan(200);
  });
}

test('the Trailer overlay plays the demo trailer in the reader’s language', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 2, data: { language: 'de' } }));
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const id = await heroSlideId(page);
  await page.getByRole('button', { name: 'Mehr Infos' }).click();
  const dialog = page.getByRole('dialog');
  const frame = dialog.frameLocator('iframe');
  await expectArtInMotion(frame, dialog.locator('iframe'), id);
  const shown = (await dialog.locator('iframe').boundingBox())!;
  await expectMarkShown(frame.locator('.badge'), shown, 'Demotrailer');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
});
