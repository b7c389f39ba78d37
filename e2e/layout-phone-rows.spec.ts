import { expect, test, type Locator } from '@playwright/test';
import { reloadIn } from './fixtures/language';

// The phone layout's rows that scroll sideways (genre chips, settings tabs, servers): a fade says
// there is more, and an item tapped half off screen comes whole into view.
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
});
