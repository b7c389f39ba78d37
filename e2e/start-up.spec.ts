import { expect, test } from '@playwright/test';
import { THEME_COLORS } from '../shared/config/theme-colors';
import { bootFrameThenShell, expectSamePlace } from './boot-frame';

test.describe('start-up', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a hash change while the first screen renders opens the new page', async ({ page }) => {
    // A deep link from the desktop shell, or a quick click, can change the hash after the router
    // has read the address but before the first screen is on the page (the render runs in
    // slices). The router marks its history entry (`idx`) as it starts; the hash changes then.
    await page.addInitScript(() => {
      const changeWhenRouterStarts = () => {
        const routerStarted = (window.history.state as { idx?: number } | null)?.idx !== undefined;
        // index.html's boot frame is in #root before any script; React's shell replaces it.
        const first = document.getElementById('root')?.firstElementChild;
        const painted = !!first && !first.hasAttribute('data-boot-frame');
        if (routerStarted || painted) window.location.hash = '#/library';
        else setTimeout(changeWhenRouterStarts, 0);
      };
      changeWhenRouterStarts();
    });
    await page.goto('/');
    await expect(page).toHaveURL(/#\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Library' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'My Library', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('the boot frame', () => {
  for (const { width, height, logo } of [
    { width: 1280, height: 800, logo: '#app-sidebar' },
    { width: 375, height: 812, logo: 'header' },
  ]) {
    test(`at ${width} px it paints the mark before any script, where the shell then puts it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const { before, after } = await bootFrameThenShell(page, logo);
      expectSamePlace(before.mark, after.mark);
    });
  }

  test('paints a stored light theme and accent before any script', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() => {
      const settings = { theme: 'light', accentColor: '#1db954' };
      localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 2, data: settings }));
    });
    const { before, after } = await bootFrameThenShell(page, '#app-sidebar');
    // The light theme's surface (--surface-1 of body.light-theme) and the chosen accent.
    expect(before.background).toBe('rgb(255, 255, 255)');
    expect(before.markFill).toBe('rgb(29, 185, 84)');
    expectSamePlace(before.mark, after.mark);
    await expect(page.locator('#app-sidebar')).toHaveCSS('background-color', before.background);
    // The page's scrollbar and the browser's bar follow the theme too.
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      THEME_COLORS.light,
    );
  });
});
