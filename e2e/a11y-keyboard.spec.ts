import { expect, test, type Page } from '@playwright/test';
import { settle } from './fixtures/settle';

/** The keyboard reaches every control with a visible focus ring; reduced motion turns transitions off. */

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
