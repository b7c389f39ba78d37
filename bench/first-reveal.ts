import type { Browser } from '@playwright/test';
import type { InteractionResult } from './results-types.ts';
import { median } from './stats.ts';

/** The row's name in the interactions group (bench/interactions-only.ts gives it its budget). */
export const FIRST_REVEAL_NAME = 'first page revealed after its last file (About, cold)';

/**
 * Records when the page's heading first appears (page clock, ms). No named inner functions: the
 * script runs in the page as its source text, without the bundler's helpers.
 */
function recordReveal() {
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('#main-content h1')) return;
    (window as unknown as { benchRevealAt: number }).benchRevealAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/**
 * One cold visit of About: how long after the last file it loaded before its heading appeared
 * (the page's code, the layout's lazy parts, its messages) the heading was in the page. The
 * layout switches from its loading screen to the page as soon as the code is in; a Suspense
 * fallback would hold the page back until 300 ms after the fallback appeared.
 */
async function sample(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(recordReveal);
    const page = await context.newPage();
    await page.goto(`${origin}/#/about`);
    await page.locator('#main-content h1').waitFor();
    return await page.evaluate(() => {
      const revealAt = (window as unknown as { benchRevealAt: number }).benchRevealAt;
      const before = performance
        .getEntriesByType('resource')
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
        .filter((end) => end <= revealAt);
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const lastFile = Math.max(navigation?.responseEnd ?? 0, ...before);
      return Math.round((revealAt - lastFile) * 10) / 10;
    });
  } finally {
    await context.close();
  }
}

/** The median over `runs` cold visits; n/a with the reason when a visit fails. */
export async function measureFirstReveal(
  browser: Browser,
  origin: string,
  runs: number,
): Promise<InteractionResult> {
  const samplesMs: number[] = [];
  try {
    for (let i = 0; i < runs; i += 1) samplesMs.push(await sample(browser, origin));
    return { name: FIRST_REVEAL_NAME, medianMs: median(samplesMs), samplesMs };
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0]!;
    return { name: FIRST_REVEAL_NAME, medianMs: null, samplesMs, unavailable: reason };
  }
}
