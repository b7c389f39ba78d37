import { startTransition, useEffect, useState } from 'react';

/**
 * The longest the images after a page's lead image wait for it: a lead that is slow, broken or
 * never rendered holds nobody up for longer than this.
 */
export const LEAD_IMAGE_LIMIT_MS = 2500;

/**
 * A visit's first screen opens with one image that is its largest paint: Home's hero backdrop,
 * a title's backdrop, the first search result's poster, the music home's first cover. On a
 * phone's line every other image the screen asks for at the same time (a row of posters, the
 * cast, the covers beside the first) shares the bandwidth with it, and with the page's code:
 * a row of posters weighs several times the lead itself. So on the first
 * screen the other images wait until the lead has painted, then load as usual; the page's
 * layout does not move (each image keeps its box, sized by its width and height).
 *
 * `unset`: no page has asked to hold; `held`: a page is waiting for its lead; `open`: images
 * load as they come (for the rest of the visit, once the first screen's lead has painted).
 * Strictly it is the first of these four pages a visit shows that holds: a visit that opens
 * on another page (Trending, say) and then goes to Home holds Home's posters for its backdrop
 * too, which is the same order, one time more.
 */
type State = 'unset' | 'held' | 'open';

let state: State = 'unset';
let limit: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function open(): void {
  clearTimeout(limit);
  if (state === 'open') return;
  state = 'open';
  for (const notify of [...listeners]) notify();
}

/**
 * Holds the images after the lead, when nothing has held or opened them yet: only the visit's
 * first screen waits, and at most `LEAD_IMAGE_LIMIT_MS`.
 */
export function holdForLeadImage(): void {
  if (state !== 'unset') return;
  state = 'held';
  limit = setTimeout(open, LEAD_IMAGE_LIMIT_MS);
}

/**
 * How long after the lead has been drawn the others wait for the browser to report it as the
 * page's largest paint (`largest-contentful-paint`), where it reports them: the report comes
 * with the frame's presentation, a little after the frame.
 */
export const LEAD_PAINT_REPORT_MS = 500;

/**
 * The lead image has loaded, or failed: the others start once it has painted (it is decoded,
 * its frame drawn and, where the browser reports largest paints, reported), so they no longer
 * share the line with it. For an `<img>`'s `onLoad` and `onError`.
 */
export function leadImageDone(event?: { currentTarget: HTMLImageElement }): void {
  if (state === 'open') return;
  const image = event?.currentTarget;
  // An `<img decoding="async">` is drawn once decoded, which can be frames after its load.
  if (!image?.naturalWidth) return open();
  // jsdom's images have no decode().
  const decoded = typeof image.decode === 'function' ? image.decode() : Promise.resolve();
  void decoded.catch(() => undefined).then(() => afterPaintOf(image));
}

function afterPaintOf(image: HTMLImageElement): void {
  const reported =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!reported) {
    if (typeof requestAnimationFrame !== 'function') return open();
    return void requestAnimationFrame(() => setTimeout(open, 0));
  }
  const timer = setTimeout(() => {
    observer.disconnect();
    open();
  }, LEAD_PAINT_REPORT_MS);
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
    if (!entries.some((entry) => entry.element === image)) return;
    observer.disconnect();
    clearTimeout(timer);
    open();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Runs `run` once the images after the lead may load (at once when they already may): for the
 * requests a first screen can make after its largest paint, such as Home's lists for the rows
 * below the hero.
 */
export function afterLeadImage(run: () => void): void {
  if (state !== 'held') return run();
  const once = () => {
    listeners.delete(once);
    run();
  };
  listeners.add(once);
}

/**
 * For a page whose first screen opens with a lead image, called on every render: holds the
 * other images from its first render while `coming` (its lead is loading or about to), and lets
 * them go once it is not (the page shows an error, or has no lead image), or the page is left.
 */
export function useLeadImageHold(coming: boolean): void {
  useState(() => {
    if (coming) holdForLeadImage();
  });
  useEffect(() => {
    if (!coming) open();
  }, [coming]);
  useEffect(() => open, []);
}

/**
 * Whether an image that is not the lead must still wait (its `src` is left out until then): true
 * only on the first screen, until its lead has painted. The images, lists and sections that were
 * waiting are let go at transition priority: together they are every card on the screen, and
 * built in one go they were one long task on a phone.
 */
export function useLeadImageHeld(): boolean {
  const [held, setHeld] = useState(() => state === 'held');
  useEffect(() => {
    // Rendered after the first screen (every card of a long grid): there is nothing to wait for.
    if (!held) return;
    const release = () => startTransition(() => setHeld(false));
    // Let go between this component's render and now: nothing will call it any more.
    if (state !== 'held') return release();
    listeners.add(release);
    return () => void listeners.delete(release);
  }, [held]);
  return held;
}

/**
 * For tests: as on a fresh page (`unset`), or as after the first screen (`open`, where the unit
 * tests start, since jsdom loads no image to open it).
 */
export function resetLeadImage(to: 'unset' | 'open' = 'unset'): void {
  clearTimeout(limit);
  state = to;
  listeners.clear();
}
