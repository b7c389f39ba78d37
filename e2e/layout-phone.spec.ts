import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { storedValue } from './fixtures/stored';

/**
 * The page again in `language`, stored as data from before profiles: the first profile's
 * settings records go, so the old key is read (and moved in) as it would be on an update.
 */
async function reloadIn(page: Page, language: string) {
  await page.evaluate((value) => {
    localStorage.removeItem('reelbeat:main:settings');
    localStorage.setItem('reelbeat_settings', value);
  }, storedValue({ language }));
  await page.reload();
}

// The phone layout: rows that scroll, one-line season buttons, the search box, the bottom bar and
// the player (the wide layout's checks are in layout.spec.ts).
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
    // Polled: the fade follows the row's content, which loads after its first button.
    await expect
      .poll(() => chips.evaluate(fadesAtTheEnd))
      .toEqual({
        scrolls: true,
        mask: expect.stringContaining('linear-gradient'),
      });

    await page.goto('/#/settings');
    const tabs = page.getByRole('tablist', { name: 'Settings sections' });
    await expect(tabs).toBeVisible();
    // Polled: the fade follows the row's content, which loads after its first button.
    await expect
      .poll(() => tabs.evaluate(fadesAtTheEnd))
      .toEqual({
        scrolls: true,
        mask: expect.stringContaining('linear-gradient'),
      });
    // Scrolled to the end, nothing fades the last tab: the fade moves to the start, where the
    // tabs scrolled out of view now are (components/scroll-fade).
    await tabs.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(tabs).toHaveAttribute('data-more', 'start');
    expect(await tabs.evaluate((el) => getComputedStyle(el).maskImage)).toMatch(
      /^linear-gradient\(to left/,
    );

    await page.goto('/#/watch/tv/7001/1/1');
    const servers = page.getByRole('group', { name: 'Servers' });
    await expect(servers.getByRole('button').first()).toBeVisible({ timeout: 20_000 });
    // Polled: the fade follows the row's content, which loads after its first button.
    await expect
      .poll(() => servers.evaluate(fadesAtTheEnd))
      .toEqual({
        scrolls: true,
        mask: expect.stringContaining('linear-gradient'),
      });
  });

  /**
   * Taps, in turn, the next item of `row` that its end fade covers or its edge cuts, where it
   * shows (as a finger would, with no scrolling first), until the last item is chosen; each one
   * chosen comes whole into view, clear of the fade on each side that has one.
   */
  async function tapThroughRow(row: Locator, item: 'tab' | 'button', what: string) {
    const chosenAttr = item === 'tab' ? 'aria-selected' : 'aria-pressed';
    await expect(row).toHaveAttribute('data-more', 'end');
    // The fade's width (2.5rem, components/scroll-fade) in pixels.
    const fade = await row.evaluate(
      (strip) =>
        parseFloat(getComputedStyle(strip).getPropertyValue('--fade-width')) *
        parseFloat(getComputedStyle(document.documentElement).fontSize),
    );
    expect(fade).toBeGreaterThan(30);
    for (let step = 0; step < 40; step += 1) {
      const next = await row.evaluate(
        (strip, { fade, item, chosenAttr }) => {
          const edge = strip.getBoundingClientRect();
          const all = Array.from(
            strip.querySelectorAll(item === 'tab' ? ':scope > [role="tab"]' : ':scope > button'),
          );
          const chosen = all.findIndex((el) => el.getAttribute(chosenAttr) === 'true');
          const index = all.findIndex(
            (el, i) => i > chosen && el.getBoundingClientRect().right > edge.right - fade + 1,
          );
          const box = all[index]?.getBoundingClientRect();
          return (
            box && {
              index,
              x: (box.left + Math.min(box.right, edge.right)) / 2,
              y: box.y + box.height / 2,
            }
          );
        },
        { fade, item, chosenAttr },
      );
      if (!next) break;
      await row.page().touchscreen.tap(next.x, next.y);
      const chosen = row.getByRole(item).nth(next.index);
      await expect(chosen).toHaveAttribute(chosenAttr, 'true');
      const room = () =>
        chosen.evaluate((el, fade) => {
          const strip = el.parentElement!;
          const more = strip.dataset.more ?? '';
          const edge = strip.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          const start = ['start', 'both'].includes(more) ? fade : 0;
          const end = ['end', 'both'].includes(more) ? fade : 0;
          return Math.min(box.left - edge.left - start, edge.right - end - box.right);
        }, fade);
      await expect
        .poll(room, { message: `${what}: ${await chosen.textContent()}` })
        .toBeGreaterThan(-1);
    }
    await expect(row.getByRole(item).last()).toHaveAttribute(chosenAttr, 'true');
  }

  test('a settings tab tapped half off screen comes whole into view, clear of the fades', async ({
    page,
  }) => {
    await page.goto('/#/settings');
    for (const language of ['en', 'de', 'ja']) {
      if (language !== 'en') await reloadIn(page, language);
      await tapThroughRow(page.getByRole('tablist'), 'tab', language);
    }
  });

  test('a genre chip or a server tapped half off screen comes whole into view', async ({
    page,
  }) => {
    await page.goto('/');
    const genres = page.getByRole('group', { name: 'Genres' });
    await expect(genres.getByRole('button').nth(5)).toBeVisible({ timeout: 20_000 });
    await tapThroughRow(genres, 'button', 'genres');

    await page.goto('/#/watch/tv/7001/1/1');
    const servers = page.getByRole('group', { name: 'Servers' });
    await expect(servers.getByRole('button')).toHaveCount(5, { timeout: 20_000 });
    await tapThroughRow(servers, 'button', 'servers');
  });

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
