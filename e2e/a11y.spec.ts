import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './fixtures/axe';
import { firstId } from './fixtures/catalogue';

/**
 * Accessibility of every route of the route table (src/app/router.tsx): axe-core finds no
 * serious or critical violation at desktop and phone widths (one load per route, narrowed);
 * the keyboard reaches every control with a visible focus ring; reduced motion turns
 * transitions off.
 */

interface Ids {
  movie: number;
  tv: number;
}

/** Every path of the route table, with real ids from the offline catalogue. */
const routes = (ids: Ids): string[] => [
  '/',
  `/movie/${ids.movie}`,
  `/tv/${ids.tv}`,
  `/anime/${ids.tv}`,
  `/watch/movie/${ids.movie}`,
  `/watch/tv/${ids.tv}/1/1`,
  `/watch/anime/${ids.tv}/1/1`,
  `/player/movie/${ids.movie}`,
  `/player/tv/${ids.tv}/1/1`,
  '/search',
  '/search?q=the',
  '/library',
  '/continue',
  '/trending',
  '/top-rated',
  '/categories',
  '/history',
  '/favorites',
  '/settings',
  '/download',
  '/about',
  '/support',
  '/music',
  '/music/search',
  '/music/library',
  '/music/favorites',
  '/music/playlists',
  '/music/recent',
  '/music/playlist/downloads',
  '/no/such/page',
];

async function settle(page: Page, path: string) {
  await page.goto(`/#${path}`);
  // Attached, not visible: a page may title itself with a visually hidden h1.
  await expect(page.locator('main h1').first()).toBeAttached({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

test.describe('axe at 1280×800, then at 375×812', () => {
  test.use({ viewport: DESKTOP });
  // axe over a whole page (the player with its embed, Home with ~100 cards), twice, can take
  // longer than the default 30 s when CI's two cores are busy; this is room, not a timing
  // assertion.
  test.describe.configure({ timeout: 90_000 });
  let ids: Ids;
  test.beforeAll(async ({ request }) => {
    ids = { movie: await firstId(request, 'movie'), tv: await firstId(request, 'tv') };
  });

  // The route list needs the ids, so each test looks its path up by index. One load serves both
  // widths: the page is narrowed as a phone turned upright would narrow it, and every layout
  // change at 1024 and 768 px follows the width (CSS media queries and matchMedia listeners).
  for (let index = 0; index < routes({ movie: 0, tv: 0 }).length; index += 1) {
    const label = routes({ movie: 0, tv: 0 })[index]!.replace(/\/0(?=\/|$)/g, '/:id');
    test(`${label} has no serious or critical violations at either width`, async ({ page }) => {
      const path = routes(ids)[index]!;
      await settle(page, path);
      const wide = await blockingViolations(page);
      expect(wide, `axe violations on #${path} at 1280 px:\n${wide}`).toBe('');
      await page.setViewportSize(PHONE);
      await page.waitForFunction((width) => window.innerWidth === width, PHONE.width);
      // Two frames: the narrow layout and what React renders for it are in the document. (Not
      // networkidle again: Home's trailer may be playing by now, and it keeps the network busy.)
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const narrow = await blockingViolations(page);
      expect(narrow, `axe violations on #${path} at 375 px:\n${narrow}`).toBe('');
    });
  }
});

const SIDEBAR_LINKS = 15;
const MAIN_STOPS = 12;

interface FocusStop {
  inSidebar: boolean;
  inMain: boolean;
  ring: boolean;
  name: string;
}

/** Presses Tab until focus wraps, enough has been seen, or `max` stops, recording where focus went and how it shows. */
async function tabThrough(page: Page, max: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none';
      const path: string[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        path.unshift(
          `${node.tagName}:${Array.from(node.parentElement?.children ?? []).indexOf(node)}`,
        );
      }
      return {
        key: path.join('/'),
        inSidebar: Boolean(el.closest('nav[aria-label="Main navigation"]')),
        inMain: Boolean(el.closest('main')),
        ring: el.matches(':focus-visible') && (outline || shadow),
        name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      };
    });
    if (!stop) continue;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    stops.push(stop);
    // A full card grid can hold hundreds of links; a dozen controls in <main> show the pattern.
    const inMain = stops.filter((s) => s.inMain).length;
    if (inMain >= MAIN_STOPS && stops.filter((s) => s.inSidebar).length >= SIDEBAR_LINKS) break;
  }
  return stops;
}

test.describe('keyboard at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  // Up to 250 Tab presses through a full grid take longer than a usual journey.
  test.describe.configure({ timeout: 90_000 });

  for (const path of ['/', '/search', '/music', '/support']) {
    test(`Tab reaches the sidebar and the controls of #${path} with a visible focus ring`, async ({
      page,
    }) => {
      await settle(page, path);
      const stops = await tabThrough(page, 250);
      expect(stops.filter((s) => s.inSidebar).length).toBeGreaterThanOrEqual(SIDEBAR_LINKS);
      expect(
        stops.some((s) => s.inMain),
        'some control in <main> is reachable',
      ).toBe(true);
      const ringless = stops.filter((s) => !s.ring).map((s) => s.name);
      expect(ringless, 'focused elements without a visible focus ring').toEqual([]);
    });
  }
});

test.describe('reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('prefers-reduced-motion turns transitions off', async ({ page }) => {
    const durationOfSidebarLink = () =>
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Home', exact: true })
        .evaluate((el) => {
          const values = getComputedStyle(el).transitionDuration.split(',');
          return Math.max(
            ...values.map((v) => parseFloat(v) * (v.trim().endsWith('ms') ? 1 : 1000)),
          );
        });

    await settle(page, '/about');
    expect(await durationOfSidebarLink()).toBeGreaterThan(50);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(durationOfSidebarLink).toBeLessThanOrEqual(1);
  });
});
