import { expect, test, type Page } from '@playwright/test';
import { THEME_COLORS } from '../shared/config/theme-colors';
import { bootFrameThenShell, expectSamePlace } from './boot-frame';

const SIDEBAR: [string, string][] = [
  ['Home', '/'],
  ['Search', '/search'],
  ['Trending', '/trending'],
  ['Top Rated', '/top-rated'],
  ['Categories', '/categories'],
  ['My Library', '/library'],
  ['Continue Watching', '/continue'],
  ['Watch History', '/history'],
  ['Favorites', '/favorites'],
  ['Music', '/music'],
  ['Music Search', '/music/search'],
  ['Music Library', '/music/library'],
  ['Support Us', '/support'],
  ['About', '/about'],
  ['Settings', '/settings'],
];

test.describe('app shell at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // Fifteen pages are walked in two halves, each from a fresh start, so each stays well inside
  // the test time limit when the suite runs two browsers at once.
  const halves = [SIDEBAR.slice(0, 8), SIDEBAR.slice(8)];
  for (const [index, entries] of halves.entries()) {
    test(`every sidebar entry opens its page (part ${index + 1}); the bottom nav is hidden`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/');
      const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(sidebar).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();

      for (const [label, path] of entries) {
        await sidebar.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${path.replace(/\//g, '\\/')}$`));
        await expect(sidebar.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
      }
      expect(errors).toEqual([]);
    });
  }

  test('the sidebar is 128 px wide and expands to 320 px on hover', async ({ page }) => {
    await page.goto('/#/about');
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(128);
    await sidebar.hover();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(320);
  });

  test('focus left in the bar by the phone drawer does not hold it open; keyboard focus does', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/#/about');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await sidebar.getByRole('link', { name: 'Search', exact: true }).focus();
    // The window widens with focus still in the bar, and the pointer elsewhere.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.mouse.move(900, 400);
    const width = async () => (await sidebar.boundingBox())?.width;
    await expect.poll(width).toBe(128);
    // Reached by keyboard, the bar opens so the labels can be read.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(sidebar.locator(':focus-visible')).toHaveCount(1);
    await expect.poll(width).toBe(320);
  });

  test('an unknown path shows Page Not Found', async ({ page }) => {
    await page.goto('/#/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  });
});

test('wide screens build no bottom bar; narrowing the window brings it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.locator('nav[aria-label="Quick navigation"]')).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible();
});

test.describe('app shell at 375×812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu toggle opens and closes the navigation; the bottom nav is visible', async ({
    page,
  }) => {
    await page.goto('/');
    const bottom = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bottom).toBeVisible();
    await expect(bottom.getByRole('link')).toHaveCount(6);
    const header = page
      .locator('header')
      .filter({ has: page.getByRole('button', { name: 'Open navigation' }) });
    await expect.poll(async () => (await header.boundingBox())?.height).toBe(60);

    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(sidebar).toBeHidden();
    // The closed drawer's links are built when it first opens, not at load.
    await expect(page.locator('#app-sidebar li')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link')).toHaveCount(SIDEBAR.length);
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await sidebar.getByRole('link', { name: 'Watch History' }).click();
    await expect(page).toHaveURL(/#\/history$/);
    await expect(sidebar).toBeHidden();
    await expect(bottom.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await bottom.getByRole('link', { name: 'Music Library' }).click();
    await expect(page).toHaveURL(/#\/music\/library$/);
    await expect(bottom.getByRole('link', { name: 'Music Library' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('fonts', () => {
  const fontRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') urls.push(new URL(request.url()).pathname);
    });
    return urls;
  };
  /** The families whose faces have finished loading (`document.fonts.check` is also true for a
   * family with no face declared yet, so it cannot tell). */
  const loadedFamilies = (page: Page) =>
    page.evaluate(() => {
      const families: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') families.push(face.family);
      });
      return families;
    });

  /** Every face the laid-out text asked for has loaded, and nothing more is on its way. */
  const settledFonts = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  };

  test('Inter, the default, loads from its basic Latin file alone on an English page', async ({
    page,
  }) => {
    const fonts = fontRequests(page);
    await page.goto('/#/about');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect.poll(() => loadedFamilies(page)).toContain('Inter Variable');
    await settledFonts(page);
    expect(fonts.filter((url) => url.includes('/inter-'))).toEqual([
      expect.stringMatching(/\/inter-latin-basic-wght-400-800-[\w-]+\.woff2$/),
    ]);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family.startsWith('"Inter Variable"')).toBe(true);
  });

  test('a German page adds the accented letters, and the rarer symbols stay on the server', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 1, data: { language: 'de' } }));
    });
    const fonts = fontRequests(page);
    await page.goto('/#/about');
    await expect(page.locator('main h1').first()).toBeVisible();
    // "Über …": the umlaut is drawn with Inter's letters file, not a fallback face.
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'Ü')))
      .toBe(true);
    await settledFonts(page);
    // Not the symbols file: the soft hyphens of German labels, and the hyphen drawn where one
    // breaks, are in the basic one.
    expect(fonts.filter((url) => url.includes('/inter-')).sort()).toEqual([
      expect.stringMatching(/\/inter-latin-basic-wght-400-800-[\w-]+\.woff2$/),
      expect.stringMatching(/\/inter-latin-letters-wght-400-800-[\w-]+\.woff2$/),
    ]);
  });

  test('another chosen family is the only one downloaded', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'reelbeat_settings',
        JSON.stringify({ v: 1, data: { fontFamily: 'Roboto' } }),
      );
    });
    const fonts = fontRequests(page);
    await page.goto('/#/about');
    await expect.poll(() => loadedFamilies(page)).toContain('Roboto Variable');
    expect(fonts.filter((url) => url.includes('/inter-'))).toEqual([]);
  });
});

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
