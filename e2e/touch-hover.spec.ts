import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * A touch screen applies `:hover` to what was tapped and keeps it there until the next tap
 * elsewhere. Hover looks are drawn only where a pointer really hovers (vite.config.ts wraps
 * every `:hover` rule in `@media (hover: hover)`): a tapped song card does not stay lit, and a
 * mouse still lights it.
 */

/** The card's background, and whether the browser counts it as hovered. */
function look(card: Locator) {
  return card.evaluate((el) => ({
    hovered: el.matches(':hover'),
    background: getComputedStyle(el).backgroundColor,
  }));
}

/** The first Pop Hits song card on the music home. */
async function popHitsCard(page: Page) {
  await page.goto('/#/music');
  const grid = page.getByRole('list', { name: 'Pop Hits' });
  await expect(grid.getByRole('listitem')).toHaveCount(8, { timeout: 20_000 });
  const card = grid.getByRole('listitem').first().getByRole('article');
  // No transition in the readings below: the background is read as soon as it changes.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return card;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('a tapped song card keeps its resting look', async ({ page }) => {
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const card = await popHitsCard(page);
    const resting = await look(card);
    expect(resting.hovered).toBe(false);
    // Its artist's line: text, not a button or a link.
    const box = (await card.locator('p').first().boundingBox())!;
    await page.touchscreen.tap(box.x + 4, box.y + box.height / 2);
    // The tap did leave the card hovered (what this guards against), and it looks as before.
    await expect.poll(async () => (await look(card)).hovered).toBe(true);
    expect(await look(card)).toEqual({ ...resting, hovered: true });
  });
});

test.describe('on a touch tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test("what a mouse would uncover is drawn: a row's play button, the seek bar's knob", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/#/music/search?q=Chill%20Vibes');
    const results = page.getByRole('list', { name: 'Results for Chill Vibes' });
    const row = results.getByRole('listitem').first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    const play = row.getByRole('button', { name: /^Play / });
    await expect(play).toHaveCSS('opacity', '1');
    await expect(row.locator('[aria-hidden="true"]').first()).toHaveCSS('visibility', 'hidden');

    await play.tap();
    const seek = page.getByRole('region', { name: 'Music player' }).getByRole('slider', {
      name: 'Seek',
    });
    await expect(seek).toBeVisible();
    // The knob at full size: scale(1) leaves the matrix's first entry at 1 (0 when hidden).
    const knob = seek.locator(':scope > * > *').last();
    await expect(knob).toHaveCSS('transform', /^matrix\(1, 0, 0, 1,/);
  });
});

test('a mouse over a song card still lights it', async ({ page }) => {
  expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(true);
  const card = await popHitsCard(page);
  const resting = await look(card);
  await card.hover({ position: { x: 8, y: 8 } });
  await expect.poll(async () => (await look(card)).hovered).toBe(true);
  expect((await look(card)).background).not.toBe(resting.background);
});
