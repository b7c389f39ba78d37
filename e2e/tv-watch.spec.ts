import { expect, test, type Page } from '@playwright/test';
import { openInTvMode, press, pressUntil, reach, TV_SCREENS } from './fixtures/tv-remote';

/**
 * TV mode's films and series with nothing but a remote: the arrows, OK (Enter) and Back
 * (Escape), no mouse and no Tab, at 1920×1080 and 1280×720. After every key focus is on
 * something in view with a ring round it, never on the page itself (fixtures/tv-remote.ts).
 */
test.describe.configure({ timeout: 120_000 });

/**
 * The player page as a person sees it before steering: every server's state known (a state
 * arriving changes the buttons' widths, and with them what lies in each direction) and the
 * player's page loaded in its frame (a frame still loading takes no focus).
 */
async function playerShown(page: Page) {
  const servers = page.getByRole('group', { name: 'Servers' });
  await expect(servers.getByRole('button').first()).toBeVisible();
  await expect(servers.locator('button[title="Not checked"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.frameLocator('iframe').locator('button.play')).toBeVisible();
}

const card = (type: 'movie' | 'tv') => `[data-card] h3 a[href^="#/${type}/"]`;
const focusedHref = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);

for (const screen of TV_SCREENS) {
  test.describe(`${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen });

    test('a film: along a row, a card’s buttons, its page, the servers, play and Back', async ({
      page,
    }) => {
      await openInTvMode(page);
      await expect(page.locator(':focus')).toHaveText(/Watch Now/);
      // The title-safe area: the sidebar and the page keep 5 % of the screen clear on each side.
      const edges = await page.evaluate(() => {
        const rail = document.getElementById('app-sidebar')!.getBoundingClientRect();
        const content = document.querySelector('#main-content > *')!.getBoundingClientRect();
        return [rail.left / innerWidth, rail.top / innerHeight, 1 - content.right / innerWidth];
      });
      for (const edge of edges) expect(edge).toBeGreaterThanOrEqual(0.049);
      await pressUntil(page, 'ArrowDown', card('movie'));

      // → goes card by card (never onto the card's own buttons), and the row scrolls along.
      const seen = [await focusedHref(page)];
      for (let step = 0; step < 6; step++) {
        await press(page, 'ArrowRight');
        await expect(page.locator(':focus')).toHaveJSProperty('tagName', 'A');
        seen.push(await focusedHref(page));
      }
      expect(new Set(seen).size).toBe(seen.length);
      const track = page.locator(':focus').locator('xpath=ancestor::ul[@data-row-track]');
      expect(await track.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);

      // The row keeps its card: down a row, two cards left, and up again lands where it was.
      const kept = seen.at(-1);
      await press(page, 'ArrowDown');
      await press(page, 'ArrowLeft');
      await press(page, 'ArrowLeft');
      // ↑ passes the card's own buttons (over its poster) on the way to the row above.
      await pressUntil(page, 'ArrowUp', card('movie'), 3);
      expect(await focusedHref(page)).toBe(kept);

      // What the card's hover overlay offers is reached with ↑: add it to the library.
      await reach(page, '[data-card] button[aria-label$=" to library"]', ['ArrowUp', 'ArrowLeft']);
      const add = page.locator(':focus');
      await expect(add).toHaveAttribute('aria-label', /^Add /);
      await press(page, 'Enter');
      await expect(add).toHaveAttribute('aria-label', /^Remove /);
      await pressUntil(page, 'ArrowDown', card('movie'), 2);
      expect(await focusedHref(page)).toBe(kept);

      await press(page, 'Enter');
      await expect(page).toHaveURL(/#\/movie\/\d+$/);
      await expect(page.locator(':focus')).toHaveText(/Watch Now/);
      await press(page, 'Enter');
      await expect(page).toHaveURL(/#\/watch\/movie\/\d+/);
      await playerShown(page);

      // The server buttons: another one chosen with OK.
      const servers = '[role="group"][aria-label="Servers"] button';
      await pressUntil(page, 'ArrowDown', servers, 6);
      await press(page, 'ArrowRight');
      const other = page.locator(':focus');
      await expect(other).toHaveAttribute('aria-pressed', 'false');
      await press(page, 'Enter');
      await expect(other).toHaveAttribute('aria-pressed', 'true');

      // Into the player's frame once the chosen server's page is there (a frame still loading
      // takes no focus): its own controls answer, and Back leads out again.
      await expect(page.frameLocator('iframe').locator('button.play')).toBeVisible();
      await pressUntil(page, 'ArrowDown', 'iframe');
      await expect(page.getByRole('status')).toHaveText('Press Back to return to Reelbeat');
      const play = page.frameLocator('iframe').locator('button.play');
      await expect(play).toBeFocused();
      const label = await play.getAttribute('aria-label');
      await page.keyboard.press('Enter');
      await expect(play).not.toHaveAttribute('aria-label', label!);
      await press(page, 'Escape');
      await expect(page.locator(':focus')).not.toHaveJSProperty('tagName', 'IFRAME');
      await expect(page.getByText('Press Back to return to Reelbeat')).toHaveCount(0);
      await expect(page).toHaveURL(/#\/watch\/movie\/\d+/);
      // Back again leaves the player for the film's page.
      await press(page, 'Escape');
      await expect(page).toHaveURL(/#\/movie\/\d+$/);
    });

    test('a series: S2E3 from the episode drawer, Next episode, then Up next', async ({
      page,
      request,
    }) => {
      await openInTvMode(page);
      await pressUntil(page, 'ArrowDown', card('tv'));
      await press(page, 'Enter');
      await expect(page).toHaveURL(/#\/tv\/\d+$/);
      const [, id] = /#\/tv\/(\d+)/.exec(page.url())!;
      const show = (await (await request.get(`/api/catalog/tv/${id}`)).json()) as {
        seasons: { season_number: number; episode_count: number }[];
      };
      expect(show.seasons.find((s) => s.season_number === 2)?.episode_count).toBeGreaterThan(4);

      await expect(page.locator(':focus')).toHaveText(/Watch Now/);
      await press(page, 'Enter');
      await expect(page).toHaveURL(new RegExp(`#/watch/tv/${id}/1/1`));
      await playerShown(page);
      const toggle = 'button[aria-controls][aria-expanded]';
      // Episodes sits below the episode buttons or beside them, as the screen's width allows.
      await reach(page, toggle, ['ArrowDown', 'ArrowRight'], 25);
      await expect(page.locator(':focus')).toHaveText(/Episodes/);
      const list = page.getByRole('region', { name: 'Episode list' });
      // Back closes the drawer and stays on the page; OK opens it again.
      await press(page, 'Enter');
      await expect(list).toBeVisible();
      await pressUntil(page, 'ArrowDown', 'section li button', 3);
      await press(page, 'Escape');
      await expect(list).toBeHidden();
      await expect(page.locator(':focus')).toHaveText(/Episodes/);
      await expect(page).toHaveURL(new RegExp(`#/watch/tv/${id}/1/1`));
      await press(page, 'Enter');
      await expect(list).toBeVisible();

      await pressUntil(page, 'ArrowDown', 'section li button', 3);
      await reach(page, 'section select', ['ArrowUp', 'ArrowDown', 'ArrowUp'], 3);
      await press(page, 'Enter');
      await expect(list.locator('select')).toHaveValue('2');
      // A person steers once the season's episodes are shown (while they load, ↓ from the
      // picker can only reach the autoplay switch below the drawer).
      await expect(list.getByRole('listitem').nth(2)).toBeVisible();
      await pressUntil(page, 'ArrowDown', 'li:nth-child(3) > button');
      await expect(page.locator(':focus')).toHaveText(/^Episode 3\b/);
      await press(page, 'Enter');
      await expect(page).toHaveURL(new RegExp(`#/watch/tv/${id}/2/3`));

      // Episodes sits below the episode buttons or beside them, as the screen's width allows.
      await reach(page, toggle, ['ArrowDown', 'ArrowRight'], 25);
      await expect(page.locator(':focus')).toHaveText(/Episodes/);
      await pressUntil(page, 'ArrowLeft', 'button[aria-label^="Next episode"]', 6);
      const frameBefore = await page.locator('iframe').elementHandle();
      await press(page, 'Enter');
      await expect(page).toHaveURL(new RegExp(`#/watch/tv/${id}/2/4`));
      // Each episode's player is a new frame, blank until its page loads: the clock below is
      // installed into every frame, and a frame still blank then has none of its script (the
      // install failed so, once in a CI run). The clock waits for the new player's page.
      await expect
        .poll(() => page.locator('iframe').evaluate((frame, old) => frame !== old, frameBefore))
        .toBe(true);
      await expect(page.frameLocator('iframe').locator('input.timeline')).toBeAttached();

      // The episode runs to its end (the demo player's clock is moved there); Up next offers
      // the next one, and the remote reaches its Play now. The page's timers stand still
      // meanwhile: on a busy machine the presses took longer than the 10 s countdown, which
      // then played the next episode itself.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      const timeline = page.frameLocator('iframe').locator('input.timeline');
      await timeline.evaluate((input: HTMLInputElement) => {
        input.value = input.max;
        input.dispatchEvent(new Event('change'));
      });
      const upNext = page.getByRole('status', { name: 'Up next' });
      await expect(upNext).toContainText('S2E5');
      const countdown = await upNext.textContent();
      await reach(page, '[aria-label="Up next"] button', ['ArrowUp', 'ArrowDown'], 8);
      await pressUntil(page, 'ArrowLeft', '[aria-label="Up next"] button', 2, 'Play now');
      // Still the countdown it showed when it came: the presses raced nothing.
      expect(await upNext.textContent()).toBe(countdown);
      await page.clock.resume();
      await press(page, 'Enter');
      await expect(page).toHaveURL(new RegExp(`#/watch/tv/${id}/2/5`));
    });
  });
}
