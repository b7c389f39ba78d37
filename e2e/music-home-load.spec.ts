import { expect, test } from '@playwright/test';

/*
 * The music home's largest paint is its first cover, which is fetched first and drawn first
 * (src/lib/startup/lead-image.ts). The covers after it are the same size, and a cover whose
 * rounded corners were cut by a clip matching its own box measured up to a pixel larger or
 * smaller by where it sat on the device's pixels: at Lighthouse's phone (412 × 823 at 1.75) the
 * second row measured 5 px² more than the first, and the largest paint moved to a cover drawn
 * later (song-card.module.css).
 */
for (const screen of [
  { width: 412, height: 823, deviceScaleFactor: 1.75 },
  { width: 1280, height: 800, deviceScaleFactor: 1 },
]) {
  test.describe(`at ${screen.width} px and ${screen.deviceScaleFactor}×`, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
    });

    test('the largest paint is the first cover, and no later cover takes it over', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        // For each largest paint reported, in order: whether it was the first cover.
        const leads: boolean[] = [];
        Object.assign(window, { largestPaints: leads });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            element: Element | null;
          })[])
            leads.push(entry.element?.getAttribute('fetchpriority') === 'high');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto('/#/music');
      const grid = page.getByRole('list', { name: 'Pop Hits' });
      const covers = grid.locator('img');
      await expect(covers).toHaveCount(8);
      // Every cover on the first screen has been drawn.
      await expect
        .poll(() =>
          covers.evaluateAll((images) =>
            images
              .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
              .every((img) => (img as HTMLImageElement).complete),
          ),
        )
        .toBe(true);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      const leads = await page.evaluate(
        () => (window as unknown as { largestPaints: boolean[] }).largestPaints,
      );
      expect(leads.length).toBeGreaterThan(0);
      expect(leads.at(-1)).toBe(true);
    });
  });
}
