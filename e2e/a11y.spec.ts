import { expect, test, type Page } from '@playwright/test';
import { routePatterns } from '../shared/config/paths';
import { blockingViolations } from './fixtures/axe';
import { firstId } from './fixtures/catalogue';
import { settle } from './fixtures/settle';

/**
 * Accessibility of every route of the route table (src/app/router.tsx): axe-core finds no
 * serious or critical violation at desktop and phone widths (one visit per group of routes),
 * in the light theme too. The keyboard and reduced motion: e2e/a11y-keyboard.spec.ts.
 */

interface Ids {
  movie: number;
  tv: number;
}

/**
 * Every path of the route table, with real ids from the offline catalogue, in groups of pages
 * a reader moves between. Each group is one visit: its first page loads cold, the others are
 * reached in the app (as a reader would), so the suite boots the app seven times, not thirty.
 */
const routeGroups = (ids: Ids): Record<string, string[]> => ({
  browse: ['/', '/trending', '/top-rated', '/categories'],
  titles: [`/movie/${ids.movie}`, `/tv/${ids.tv}`, `/anime/${ids.tv}`],
  watch: [
    `/watch/movie/${ids.movie}`,
    `/watch/tv/${ids.tv}/1/1`,
    `/watch/anime/${ids.tv}/1/1`,
    `/player/movie/${ids.movie}`,
    `/player/tv/${ids.tv}/1/1`,
  ],
  lists: ['/search', '/search?q=the', '/library', '/continue', '/history', '/favorites'],
  info: ['/settings', '/download', '/about', '/support', '/no/such/page'],
  music: ['/music', '/music/search', '/music/search?q=tele', '/music/library', '/music/favorites'],
  'music lists': ['/music/playlists', '/music/recent', '/music/playlist/downloads'],
  // Listen together without a song, and a room link that admits no one.
  together: ['/together', `/together/${'A'.repeat(24)}`],
  // Rewind of this year (no history yet), and of a year by its address.
  rewind: ['/rewind', '/rewind/2025'],
});

/**
 * Moves to `path` inside the app and waits until the page is in: the address has changed and
 * no request (the page's code, words and data) has been open for half a second. The page before
 * stays up while the next one's code loads, so its h1 alone says nothing.
 */
async function moveTo(page: Page, path: string) {
  const open = new Set<unknown>();
  let last = Date.now();
  const started = (request: unknown) => {
    open.add(request);
    last = Date.now();
  };
  const ended = (request: unknown) => {
    open.delete(request);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((hash) => (location.hash = hash), path);
    await expect
      .poll(() => open.size === 0 && Date.now() - last >= 500, { timeout: 15_000 })
      .toBe(true);
    await expect(page.locator('main h1').first()).toBeAttached();
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

test.describe('axe at 1280×800, then at 375×812', () => {
  test.use({ viewport: DESKTOP });
  // axe over a whole page (the player with its embed, Home with ~100 cards) at two widths, for
  // up to six pages, when CI's two cores are busy: room, not a timing assertion.
  test.describe.configure({ timeout: 240_000 });
  let ids: Ids;
  test.beforeAll(async ({ request }) => {
    ids = { movie: await firstId(request, 'movie'), tv: await firstId(request, 'tv') };
  });

  // The groups need the ids, so each test looks its paths up by name. Each page is checked wide,
  // then narrowed as a phone turned upright would narrow it (every layout change at 1024 and
  // 768 px follows the width: CSS media queries and matchMedia listeners); a step names it.
  for (const group of Object.keys(routeGroups({ movie: 0, tv: 0 }))) {
    test(`${group}: no serious or critical violations at either width`, async ({ page }) => {
      for (const [index, path] of routeGroups(ids)[group]!.entries()) {
        await test.step(path, async () => {
          await page.setViewportSize(DESKTOP);
          if (index === 0) await settle(page, path);
          else await moveTo(page, path);
          const wide = await blockingViolations(page);
          expect(wide, `axe violations on #${path} at 1280 px:\n${wide}`).toBe('');
          await page.setViewportSize(PHONE);
          await page.waitForFunction((width) => window.innerWidth === width, PHONE.width);
          // Two frames: the narrow layout and what React renders for it are in the document.
          // (Not a quiet network again: Home's trailer may be playing by now.)
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          const narrow = await blockingViolations(page);
          expect(narrow, `axe violations on #${path} at 375 px:\n${narrow}`).toBe('');
        });
      }
    });
  }

  test('the groups walk every route of the route table', async () => {
    const walked = Object.values(routeGroups({ movie: 1, tv: 1 })).flat();
    expect(walked).toHaveLength(new Set(walked).size);
    for (const pattern of Object.values(routePatterns)) {
      expect(
        walked.some((path) => matches(pattern, path.split('?')[0]!)),
        pattern,
      ).toBe(true);
    }
  });
});

/**
 * The light theme has its own surfaces, text and status colours, and the accent must read on
 * them too: one walk over pages that show accent text, danger and success colours, cards and
 * the forms, at 1280 px.
 */
test('the light theme: no serious or critical violations', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await page.addInitScript(() => {
    if (!localStorage.getItem('reelbeat_settings')) {
      localStorage.setItem('reelbeat_settings', JSON.stringify({ v: 1, data: { theme: 'light' } }));
    }
  });
  const movie = await firstId(request, 'movie');
  const paths = ['/', `/movie/${movie}`, '/settings', '/music/search?q=tele', '/music/library'];
  for (const [index, path] of paths.entries()) {
    await test.step(path, async () => {
      if (index === 0) {
        await settle(page, path);
        await expect(page.locator('body')).toHaveClass(/light-theme/);
      } else await moveTo(page, path);
      const found = await blockingViolations(page);
      expect(found, `axe violations on #${path} in the light theme:\n${found}`).toBe('');
    });
  }
});

/** Whether a route pattern (`/movie/:id`) matches a path. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);
