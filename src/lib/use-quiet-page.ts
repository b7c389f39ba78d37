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
 * Calls `done` once the page has loaded and the main thread is idle: after the `load` event
 * (by then the largest paint has happened) and an idle period. Returns a cancel function.
 */
export function whenPageIdle(done: () => void): () => void {
  let cancelIdle = () => {};
  const afterLoad = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: 5000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(done, 0);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    afterLoad();
    return () => cancelIdle();
  }
  window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancelIdle();
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
