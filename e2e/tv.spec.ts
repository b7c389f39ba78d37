import { expect, test } from '@playwright/test';
import {
  focusProblem,
  openInTvMode,
  press,
  pressUntil,
  reach,
  TV_SCREENS,
} from './fixtures/tv-remote';

/**
 * TV mode's search, music and Settings with nothing but a remote: the arrows, OK (Enter) and
 * Back (Escape), no mouse and no Tab, at 1920×1080 and 1280×720 (films and series:
 * tv-watch.spec.ts). After every key focus is on something in view with a ring round it, never
 * on the page itself (fixtures/tv-remote.ts).
 */
test.describe.configure({ timeout: 120_000 });

const card = (type: 'movie' | 'tv') => `[data-card] h3 a[href^="#/${type}/"]`;
const sidebarLink = (path: string) => `#app-sidebar a[href="#${path}"]`;

for (const screen of TV_SCREENS) {
  test.describe(`${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen });

    test('search by typing a title, open it, and Back to Home', async ({ page, request }) => {
      const popular = (await (await request.get('/api/catalog/movie/popular?page=1')).json()) as {
        results: { title: string }[];
      };
      const title = popular.results[0]!.title;
      await openInTvMode(page);
      // The sidebar is a rail that opens while focus is in it.
      const railWidth = () =>
        page.locator('#app-sidebar').evaluate((el) => el.getBoundingClientRect().width);
      const closed = await railWidth();
      await pressUntil(page, 'ArrowLeft', '#app-sidebar a');
      await expect.poll(railWidth).toBeGreaterThan(closed * 1.5);
      await pressUntil(page, 'ArrowDown', sidebarLink('/search'));
      await press(page, 'Enter');
      await expect(page).toHaveURL(/#\/search/);
      // Focus follows into the page, on its field or on a card below it (as the page settles).
      await reach(page, 'main input', ['ArrowUp', 'ArrowDown'], 12);
      await expect(page.locator(':focus')).toHaveAttribute('inputmode', 'search');
      // The television's own keyboard types the title: text arrives without key presses.
      await page.keyboard.insertText(title);
      await expect(page.locator(card('movie')).first()).toBeVisible();
      await pressUntil(page, 'ArrowDown', card('movie'));
      await press(page, 'Enter');
      await expect(page).toHaveURL(/#\/movie\/\d+$/);
      await press(page, 'Escape');
      await expect(page).toHaveURL(/#\/search/);
      await press(page, 'Escape');
      await expect(page).toHaveURL(/#\/$|#\/\?tv=1$/);
    });

    test('music: play a mood, open Now Playing, skip and like a song', async ({ page }) => {
      await openInTvMode(page);
      await pressUntil(page, 'ArrowLeft', '#app-sidebar a');
      await pressUntil(page, 'ArrowDown', sidebarLink('/music'));
      await press(page, 'Enter');
      await expect(page).toHaveURL(/#\/music$/);
      // Focus follows into the page the sidebar opened.
      await expect(page.locator('#app-sidebar :focus')).toHaveCount(0);
      const popHits = page.getByRole('list', { name: 'Pop Hits' });
      await expect(popHits.getByRole('listitem')).toHaveCount(8);
      // Focus starts on the first song in view; Pop Hits is the first mood, above or at it.
      const popHit = '[aria-label="Pop Hits"] button[aria-label^="Play "]';
      await pressUntil(page, 'ArrowUp', popHit, 10).catch(() =>
        pressUntil(page, 'ArrowDown', popHit, 40),
      );
      await press(page, 'Enter');
      const bar = page.getByRole('region', { name: 'Music player' });
      await expect(bar).toBeVisible();

      await pressUntil(page, 'ArrowDown', '[data-docked] button', 40);
      await pressUntil(page, 'ArrowRight', '[data-docked] button[aria-label="Expand"]', 12);
      await press(page, 'Enter');
      const nowPlaying = page.getByRole('dialog', { name: /Now Playing/ });
      await expect(nowPlaying).toBeVisible();
      const song = await nowPlaying.locator('h2, h3').first().innerText();
      // Close, then the seek bar, the play button and Next beside it.
      await press(page, 'ArrowRight');
      await pressUntil(page, 'ArrowDown', 'dialog button[aria-label="Pause"]', 3);
      await pressUntil(page, 'ArrowRight', 'dialog button[aria-label="Next"]', 2);
      await press(page, 'Enter');
      await expect(nowPlaying.locator('h2, h3').first()).not.toHaveText(song);
      const like = nowPlaying.getByRole('button', { name: 'Like', exact: true });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await reach(page, 'dialog button[aria-label="Like"]', ['ArrowUp', 'ArrowRight']);
      await press(page, 'Enter');
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await press(page, 'Escape');
      await expect(nowPlaying).toBeHidden();
      expect(await focusProblem(page)).toBe('');
    });

    test('Settings: change the theme, then Back to Home, where Back asks before leaving', async ({
      page,
    }) => {
      await openInTvMode(page);
      await pressUntil(page, 'ArrowLeft', '#app-sidebar a');
      await pressUntil(page, 'ArrowDown', sidebarLink('/settings'));
      await press(page, 'Enter');
      await expect(page).toHaveURL(/#\/settings/);
      await expect(page.locator('#app-sidebar :focus')).toHaveCount(0);
      await pressUntil(page, 'ArrowDown', 'select');
      await expect(page.locator('label[for]').filter({ hasText: /^Theme$/ })).toHaveAttribute(
        'for',
        (await page.locator(':focus').getAttribute('id'))!,
      );
      await press(page, 'Enter');
      await expect(page.locator('body')).toHaveClass(/light-theme/);

      await press(page, 'Escape');
      await expect(page).toHaveURL(/#\/(\?tv=1)?$/);
      await press(page, 'Escape');
      const leave = page.getByRole('dialog', { name: 'Leave Reelbeat?' });
      await expect(leave).toBeVisible();
      await expect(leave.getByRole('button', { name: 'Stay' })).toBeFocused();
      await press(page, 'Escape');
      await expect(leave).toBeHidden();
      await expect(page).toHaveURL(/#\/(\?tv=1)?$/);
    });
  });
}

test('Settings → Appearance → TV mode: Auto leaves a desktop alone, On loads it, Off turns it off', async ({
  page,
}) => {
  // Whether TV mode's own styles are in the page (they come with its code, only while on).
  const tvStyles = () =>
    page.evaluate(() =>
      Array.from(document.styleSheets).some((sheet) => {
        try {
          return Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('html[data-tv]'));
        } catch {
          return false;
        }
      }),
    );
  await page.goto('/#/settings');
  const field = page.getByRole('combobox', { name: 'TV mode' });
  await expect(field).toHaveValue('auto');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html[data-tv]')).toHaveCount(0);
  expect(await tvStyles()).toBe(false);

  await field.selectOption('on');
  await expect(page.locator('html[data-tv]')).toBeAttached();
  await expect.poll(tvStyles).toBe(true);
  await field.selectOption('off');
  await expect(page.locator('html[data-tv]')).toHaveCount(0);
});
