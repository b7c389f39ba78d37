import type { Browser, BrowserContext } from '@playwright/test';
import type { SwRepeatResult, Unavailable } from './results-types.ts';
import { median } from './stats.ts';

/** How long a load may take to paint before the run counts as "did not paint". */
const PAINT_TIMEOUT_MS = 15_000;

interface Load {
  /** first-contentful-paint (Paint Timing, PerformanceObserver), ms from navigation start. */
  fcpMs: number | null;
  /** Navigation Timing of the same load: the page's HTML fully received (responseEnd). */
  htmlMs: number | null;
  /** Whether the service worker controlled the load (it must, or the figure means nothing). */
  controlled: boolean;
}

/**
 * Runs in the page (a string: tsx would wrap named functions in a helper the page lacks). Waits
 * for first-contentful-paint with a buffered PerformanceObserver, then reads the navigation entry.
 */
const READ_LOAD = `new Promise((resolve) => {
  function finish(fcpMs) {
    var nav = performance.getEntriesByType('navigation')[0];
    resolve({
      fcpMs: fcpMs,
      htmlMs: nav && nav.responseEnd > 0 ? nav.responseEnd : null,
      controlled: !!(navigator.serviceWorker && navigator.serviceWorker.controller),
    });
  }
  var timer = setTimeout(function () { finish(null); }, ${PAINT_TIMEOUT_MS});
  new PerformanceObserver(function (list, observer) {
    var fcp = list.getEntriesByName('first-contentful-paint')[0];
    if (!fcp) return;
    observer.disconnect();
    clearTimeout(timer);
    finish(fcp.startTime);
  }).observe({ type: 'paint', buffered: true });
})`;

/** A fresh load of `/` in a new page of `context`: its first paint and its navigation timing. */
async function loadHome(context: BrowserContext, origin: string): Promise<Load> {
  const page = await context.newPage();
  try {
    try {
      await page.goto(`${origin}/`, { waitUntil: 'commit', timeout: PAINT_TIMEOUT_MS });
    } catch {
      // Offline without a worker the navigation itself fails: no paint of the app.
      return { fcpMs: null, htmlMs: null, controlled: false };
    }
    return (await page.evaluate(READ_LOAD)) as Load;
  } finally {
    await page.close();
  }
}

/** First visit: installs the worker; a reload runs under it and fills its caches. */
async function firstVisit(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: PAINT_TIMEOUT_MS });
  await page.close();
}

const rounded = (values: (number | null)[]) => {
  const middle = median(values.filter((v): v is number => v !== null));
  return middle === null ? null : Math.round(middle);
};

/**
 * Issue budget "repeat visit with the service worker": each run is a fresh browser context; a
 * first visit installs the worker and fills its caches, then a new page loads Home (the figure:
 * its first contentful paint), then the context goes offline and a new page loads Home again
 * (it must paint). Runs against the bench's own build and server.
 */
export async function measureSwRepeatVisit(
  browser: Browser,
  origin: string,
  runs: number,
): Promise<SwRepeatResult | Unavailable> {
  const online: Load[] = [];
  const offline: Load[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    try {
      await firstVisit(context, origin);
      online.push(await loadHome(context, origin));
      await context.setOffline(true);
      offline.push(await loadHome(context, origin));
    } finally {
      await context.close();
    }
  }
  if (online.some((load) => !load.controlled)) {
    return { unavailable: 'the second load of Home was not served by the service worker' };
  }
  return {
    paintsMs: online.map((load) => load.fcpMs),
    paintMedianMs: rounded(online.map((load) => load.fcpMs)),
    htmlMedianMs: rounded(online.map((load) => load.htmlMs)),
    offlinePaintsMs: offline.map((load) => (load.controlled ? load.fcpMs : null)),
    offlinePaintMedianMs: rounded(offline.map((load) => (load.controlled ? load.fcpMs : null))),
  };
}
