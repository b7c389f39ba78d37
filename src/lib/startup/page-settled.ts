import { whenIdle } from './idle';
/**
 * How long the page must go without a finished download or a long task before the shell's own
 * extras load: long enough for the first screen's burst of requests to finish, short enough
 * that a key pressed in the first seconds still finds its shortcut.
 */
export const SETTLED_WINDOW_MS = 500;

/**
 * The longest the extras wait for that window after `load`: a visitor who keeps scrolling
 * through rows of posters keeps the page busy, and still gets the shortcuts and the offline copy.
 */
export const SETTLED_LIMIT_MS = 3000;

/**
 * Calls `done` once the page's first screen is in: after `load`, `SETTLED_WINDOW_MS` without a
 * finished download or a long task (at most `SETTLED_LIMIT_MS`), and an idle period. The shell's extras (service worker,
 * update notice, keyboard shortcuts) wait for it: on a phone's six connections they took the
 * slots that the page's first data and its largest image were waiting for. This is in the
 * first-paint file, so it is kept to this; the trailer's longer wait (which also waits out the
 * service worker's install) is `whenPageIdle` in use-quiet-page.ts. Returns a cancel function.
 */
export function whenPageSettled(done: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let limit: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle = () => {};
  let observer: PerformanceObserver | undefined;
  const settle = () => {
    clearTimeout(timer);
    clearTimeout(limit);
    observer?.disconnect();
    cancelIdle = whenIdle(done, 1000);
  };
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(settle, SETTLED_WINDOW_MS);
  };
  const start = () => {
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver(restart);
      for (const type of ['resource', 'longtask']) {
        if (PerformanceObserver.supportedEntryTypes?.includes(type)) observer.observe({ type });
      }
    }
    limit = setTimeout(settle, SETTLED_LIMIT_MS);
    restart();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    observer?.disconnect();
    clearTimeout(timer);
    clearTimeout(limit);
    cancelIdle();
  };
}
