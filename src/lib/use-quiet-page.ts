import { useEffect, useState } from 'react';

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
 * How long the main thread must go without a long task (≥ 50 ms) before optional media may
 * start. The page's own start-up (data, images, the rows' first renders) comes in bursts after
 * `load`; two quiet seconds mean it has settled, so a trailer's page never competes with it.
 */
export const QUIET_WINDOW_MS = 2000;

const observesLongTasks = () =>
  typeof PerformanceObserver === 'function' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('longtask');

/**
 * Calls `done` once the main thread has gone `QUIET_WINDOW_MS` without a long task: each long
 * task restarts the window. Where the browser cannot report long tasks the window is simply
 * waited out. Returns a cancel function.
 */
function afterQuietWindow(done: () => void): () => void {
  const observer = observesLongTasks() ? new PerformanceObserver(() => restart()) : null;
  const finish = () => {
    observer?.disconnect();
    done();
  };
  let timer = window.setTimeout(finish, QUIET_WINDOW_MS);
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(finish, QUIET_WINDOW_MS);
  };
  observer?.observe({ type: 'longtask' });
  return () => {
    observer?.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * Calls `done` once the page has loaded and settled: after the `load` event (by then the
 * largest paint has happened), a quiet window without long tasks, and an idle period. Returns
 * a cancel function.
 */
export function whenPageIdle(done: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: 5000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(done, 0);
      cancel = () => window.clearTimeout(handle);
    }
  };
  const afterLoad = () => {
    cancel = afterQuietWindow(whenIdle);
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
