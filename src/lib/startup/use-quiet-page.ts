import { useEffect, useState } from 'react';
import { whenIdle } from './idle';

/** Connection types too slow to spend on optional media (Network Information API). */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/** Whether the visitor asked to save data or is on a slow connection. */
export function prefersLessData(): boolean {
  const info = connection();
  if (!info) return false;
  return info.saveData === true || SLOW_CONNECTIONS.has(info.effectiveType ?? '');
}

/**
 * How long the page must go without a long task (≥ 50 ms) and without a finished download
 * before optional media may start. The page's own start-up (data, images, the rows' first
 * renders, the chunks it fetches ahead) comes in bursts after `load`; two quiet seconds mean it
 * has settled, so a trailer's page never competes with it for the CPU or the connection.
 */
export const QUIET_WINDOW_MS = 2000;

/**
 * Downloads stop restarting the window this long after it first opened: a page that keeps
 * fetching (a visitor scrolling through rows of posters) still gets its trailer.
 */
export const NETWORK_QUIET_LIMIT_MS = 10_000;

const noop = () => {};

const supports = (type: string) =>
  typeof PerformanceObserver === 'function' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes(type);

/**
 * Calls `done` once the page has gone `QUIET_WINDOW_MS` without a long task, a finished
 * download (Resource Timing) or its service worker becoming ready: each one restarts the
 * window, the last two only for the first `NETWORK_QUIET_LIMIT_MS`. Where the browser reports
 * none of them, the window is simply waited out. Returns a cancel function.
 */
function afterQuietWindow(done: () => void): () => void {
  const opened = performance.now();
  let over = false;
  const observers: PerformanceObserver[] = [];
  const watch = (type: 'longtask' | 'resource', restarts: () => boolean) => {
    if (!supports(type)) return;
    const observer = new PerformanceObserver(() => {
      if (restarts()) restart();
    });
    observer.observe({ type });
    observers.push(observer);
  };
  const stopWatching = () => {
    over = true;
    observers.forEach((observer) => observer.disconnect());
  };
  const finish = () => {
    stopWatching();
    done();
  };
  let timer = window.setTimeout(finish, QUIET_WINDOW_MS);
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(finish, QUIET_WINDOW_MS);
  };
  const networkBusy = () => performance.now() - opened < NETWORK_QUIET_LIMIT_MS;
  watch('longtask', () => true);
  watch('resource', networkBusy);
  // The first visit's service worker downloads the offline copy out of the page's sight; it is
  // ready once that is done, which also starts the window again.
  navigator.serviceWorker?.ready.then(() => {
    if (!over && networkBusy()) restart();
  }, noop);
  return () => {
    stopWatching();
    window.clearTimeout(timer);
  };
}

/**
 * Calls `done` once no service worker is installing, or after `limitMs`, with whether it waited
 * for one. A first visit's worker downloads the app's offline copy in its own
 * thread: the page's Resource Timing does not see those downloads, but they share the
 * connection. Returns a cancel function.
 */
function afterInstallSettles(limitMs: number, done: (waited: boolean) => void): () => void {
  let cancelled = false;
  let finished = false;
  let waited = false;
  const finish = () => {
    if (cancelled || finished) return;
    finished = true;
    window.clearTimeout(limit);
    done(waited);
  };
  const limit = window.setTimeout(finish, limitMs);
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!container) finish();
  else {
    container.getRegistration().then((registration) => {
      const worker = registration?.installing;
      if (!worker) return finish();
      waited = true;
      worker.addEventListener('statechange', () => {
        if (worker.state !== 'installing') finish();
      });
    }, finish);
  }
  return () => {
    cancelled = true;
    window.clearTimeout(limit);
  };
}

/**
 * Calls `done` once the page has loaded and settled: after the `load` event (by then the
 * largest paint has happened), a quiet window without long tasks or downloads, the first
 * visit's service worker install (for at most `NETWORK_QUIET_LIMIT_MS`) followed by another
 * quiet window, and an idle period.
 * Returns a cancel function.
 */
export function whenPageIdle(done: () => void): () => void {
  let cancel = () => {};
  const atIdle = () => {
    cancel = whenIdle(done, 5000);
  };
  const afterLoad = () => {
    cancel = afterQuietWindow(() => {
      let installing = true;
      const stop = afterInstallSettles(NETWORK_QUIET_LIMIT_MS, (waited) => {
        installing = false;
        // After an install the connection gets its own quiet window before the trailer.
        if (waited) cancel = afterQuietWindow(atIdle);
        else atIdle();
      });
      // Settled at once (no worker installing): atIdle has already set its own cancel.
      if (installing) cancel = stop;
    });
  };
  if (document.readyState === 'complete') {
    afterLoad();
    return () => cancel();
  }
  window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancel();
  };
}

/**
 * True while optional heavy media (a trailer's third-party page) may load: the page has
 * finished loading and gone idle, the tab is visible, and the visitor neither asked to save
 * data nor is on a 2g/3g connection. It turns false again when the tab is hidden or the
 * connection becomes slow.
 */
export function useQuietPage(): boolean {
  const [idle, setIdle] = useState(false);
  const [visible, setVisible] = useState(() => !document.hidden);
  const [lessData, setLessData] = useState(prefersLessData);

  useEffect(() => whenPageIdle(() => setIdle(true)), []);

  useEffect(() => {
    const onVisibility = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    const info = connection();
    const onChange = () => setLessData(prefersLessData());
    info?.addEventListener?.('change', onChange);
    return () => info?.removeEventListener?.('change', onChange);
  }, []);

  return idle && visible && !lessData;
}
