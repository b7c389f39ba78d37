import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { reloadIn } from './fixtures/language';

// The phone layout: the settings callout, one-line season buttons, the search box, the bottom bar
// and the player (rows that scroll sideways: layout-phone-rows.spec.ts; the wide layout's checks
// are in layout.spec.ts).
test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the Ad Blocking callout keeps its shield whole beside text that wraps', async ({
    page,
  }) => {
    await page.goto('/#/settings');
    await page.getByRole('tab', { name: 'Ad Blocking' }).click();
    const text = page.getByText(/^Reelbeat plays every server inside a sandbox/);
    const shield = text.locator('xpath=preceding-sibling::*[local-name()="svg"]');
    const lines = await text.evaluate(
      (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(lines).toBeGreaterThan(1.5);
    const box = await shield.boundingBox();
    expect(box).toMatchObject({ width: 22, height: 22 });
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
      if (language !== 'en') await reloadIn(page, language);
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
