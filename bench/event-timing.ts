import type { CDPSession, Page } from '@playwright/test';

/**
 * Interaction durations as INP counts them: the Event Timing API's `duration` (input to the
 * next paint after the handlers ran, rounded to 8 ms), the longest event of each interaction
 * (keydown/keyup, pointerdown/pointerup/click). Entries under 16 ms are not reported by the
 * browser, so an interaction with none took less than that.
 */
export const BELOW_THRESHOLD_MS = 16;

export interface TimedEvent {
  name: string;
  interactionId: number;
  duration: number;
  startTime: number;
}

declare global {
  interface Window {
    __benchEvents?: TimedEvent[];
  }
}

/** What TypeScript's DOM types do not have yet: the interaction an entry belongs to. */
type EventEntry = PerformanceEntry & { interactionId: number; duration: number };

/**
 * Runs in the page before its scripts (Playwright `addInitScript`, which sends its source, so
 * it names nothing outside itself): records every entry of at least 16 ms.
 */
export function recordEventTiming(): void {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventEntry[]) {
      window.__benchEvents!.push({
        name: entry.name,
        interactionId: entry.interactionId,
        duration: entry.duration,
        startTime: entry.startTime,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The duration of each interaction: its longest event (what INP takes for it). */
export function interactionDurations(events: readonly TimedEvent[]): Map<number, number> {
  const byId = new Map<number, number>();
  for (const e of events) {
    if (!e.interactionId) continue;
    byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration));
  }
  return byId;
}

/**
 * The slowest interaction among `events`, or the threshold when the browser reported none.
 * `alsoCount` names events that end an input without an interaction id of their own (a drag's
 * `drop`): they count as one more interaction.
 */
export function slowestInteraction(
  events: readonly TimedEvent[],
  alsoCount: readonly string[] = [],
): number {
  const durations = [
    ...interactionDurations(events).values(),
    ...events.filter((e) => !e.interactionId && alsoCount.includes(e.name)).map((e) => e.duration),
  ];
  return durations.length ? Math.max(...durations) : BELOW_THRESHOLD_MS;
}

const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );

/**
 * Runs `act` and returns the slowest interaction it caused. The browser reports an entry after
 * the paint that ends it, so the entries are read once two frames have passed and none has
 * arrived for `quietMs`.
 */
export async function timeInteraction(
  page: Page,
  act: () => Promise<void>,
  alsoCount: readonly string[] = [],
  quietMs = 300,
): Promise<number> {
  const from = await page.evaluate(() => performance.now());
  await act();
  let seen = -1;
  for (;;) {
    await frames(page);
    await page.waitForTimeout(quietMs);
    const count = await page.evaluate(() => window.__benchEvents?.length ?? 0);
    if (count === seen) break;
    seen = count;
  }
  const events = await page.evaluate(
    (start) => (window.__benchEvents ?? []).filter((e) => e.startTime >= start),
    from,
  );
  return slowestInteraction(events, alsoCount);
}

/** Chromium's CPU throttling (DevTools' "4× slowdown"); 1 turns it off. */
export async function throttleCpu(session: CDPSession, rate: number): Promise<void> {
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}
