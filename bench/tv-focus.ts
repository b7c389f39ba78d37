import type { Browser } from '@playwright/test';
import { settled } from './settled.ts';
import { median } from './stats.ts';

/** Arrow presses measured along the row (a 20-card row has 19 steps to its end). */
const PRESSES = 19;
/**
 * Between two presses, and between the card's focus and the first press: a person's quick
 * repeated presses. The focus that starts the row is given the same time as a press: pressed at
 * once, the first press paid for that focus's own follow-up work (its card's layer, the focus
 * keeper's look), which is the focus's cost and not a press's (docs/benchmarks.md, "Rows, the
 * category grid and the first font").
 */
const PRESS_GAP_MS = 250;

export interface TvFocusResult {
  /** From the key's `keydown` to the next frame after focus moved, per press (ms). */
  medianMs: number;
  maxMs: number;
  /** The Event Timing API's `duration` (processing and the next paint; 8 ms steps), worst press. */
  eventTimingMaxMs: number;
  presses: number;
  cpuThrottling: number;
}

/**
 * TV mode on Home at 1920×1080 under 4× CPU throttling (CDP `Emulation.setCPUThrottlingRate`):
 * once the first visit has settled (`settled.ts`: its offline copy made), focus a card of the
 * first full row, then press → along it. Each press is timed from a
 * `keydown` listener that runs before the app's (an init script's, on the window, capturing) to
 * the frame after, and by the Event Timing API.
 */
export async function measureTvFocus(browser: Browser, origin: string): Promise<TvFocusResult> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const times: number[] = [];
      const events: number[] = [];
      Object.assign(window, { __tvTimes: times, __tvEvents: events });
      addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => times.push(performance.now() - start)));
        },
        true,
      );
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'keydown') events.push(entry.duration);
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    });
    await page.goto(`${origin}/#/?tv=1`);
    await settled(page);
    // The first row of cards that holds 20: it builds 10 at load and the rest once focused.
    const first = page
      .locator('section:has([data-row-track] > li:nth-child(10)) [data-card] a')
      .first();
    await first.waitFor({ timeout: 20_000 });
    await first.focus();
    const cards = await first
      .locator('xpath=ancestor::ul[@data-row-track]')
      .locator('[data-card]')
      .count();
    if (cards < 20) throw new Error(`the row holds ${cards} cards, not 20`);
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.waitForTimeout(PRESS_GAP_MS);
    for (let i = 0; i < PRESSES; i++) {
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(PRESS_GAP_MS);
    }
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const { times, events } = await page.evaluate(() => ({
      times: (window as unknown as { __tvTimes: number[] }).__tvTimes,
      events: (window as unknown as { __tvEvents: number[] }).__tvEvents,
    }));
    if (times.length < PRESSES) throw new Error(`timed ${times.length} of ${PRESSES} presses`);
    return {
      medianMs: Math.round((median(times) ?? 0) * 10) / 10,
      maxMs: Math.round(Math.max(...times) * 10) / 10,
      eventTimingMaxMs: events.length ? Math.max(...events) : 0,
      presses: times.length,
      cpuThrottling: 4,
    };
  } finally {
    await context.close();
  }
}
