import type { Page } from '@playwright/test';

/** How long a first visit's offline copy may take to be made before the row gives up. */
export const OFFLINE_COPY_TIMEOUT_MS = 30_000;

/**
 * Waits until a first visit has settled, before a row that measures input starts its clock:
 * no request for half a second (Playwright's `networkidle`), and the app's offline copy made.
 * The service worker downloads and stores that copy (about 2 MB) on its own thread, out of the
 * page's requests, so `networkidle` does not wait for it; on two cores it took the CPU from the
 * first presses of a TV row (docs/benchmarks.md, "TV mode's presses and the offline copy").
 * Throws when the worker is not active in time.
 */
export async function settled(page: Page, timeoutMs = OFFLINE_COPY_TIMEOUT_MS): Promise<void> {
  await page.waitForLoadState('networkidle');
  const active = await page.evaluate(async (ms) => {
    if (!('serviceWorker' in navigator)) return 'this browser has no service workers';
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
    const ready = await Promise.race([navigator.serviceWorker.ready, timeout]);
    return ready?.active ? null : `no service worker was active after ${ms / 1000} s`;
  }, timeoutMs);
  if (active) throw new Error(`the page did not settle: ${active}`);
}
