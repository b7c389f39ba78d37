import type { CDPSession, Page } from '@playwright/test';

/**
 * What the long session counts in the page (bench/session.ts). The page's side is installed
 * before the app's scripts (`addInitScript`) and wraps the constructors and timer functions the
 * app uses, so it sees each AudioContext, media element, timer and observer as it is made.
 * It is a string: tsx names the functions it compiles with a helper the page does not have.
 */
export const SESSION_PROBES = `(() => {
  const contexts = [];
  const media = [];
  const observers = [];
  const timers = new Map();
  const site = () => {
    const lines = (new Error().stack || '').split('\\n').slice(3);
    const app = lines.find((line) => line.includes('/assets/')) || lines[0] || '';
    return app.trim().replace(/^at /, '').replace(location.origin, '');
  };
  const track = (list, object) => { list.push({ ref: new WeakRef(object), site: site() }); return object; };
  const wrapConstructor = (name, list, then) => {
    const Original = window[name];
    if (!Original) return;
    window[name] = new Proxy(Original, {
      construct(target, args, newTarget) {
        const made = Reflect.construct(target, args, newTarget);
        track(list, made);
        if (then) then(made);
        return made;
      },
    });
  };
  wrapConstructor('AudioContext', contexts);
  wrapConstructor('Audio', media);
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (tag, options) {
    const element = createElement.call(this, tag, options);
    if (element instanceof HTMLMediaElement) track(media, element);
    return element;
  };
  const watching = new WeakMap();
  for (const name of ['ResizeObserver', 'IntersectionObserver', 'MutationObserver', 'PerformanceObserver']) {
    const Original = window[name];
    if (!Original) continue;
    const { observe, disconnect, unobserve } = Original.prototype;
    Original.prototype.observe = function (...args) {
      watching.set(this, (watching.get(this) || 0) + 1);
      return observe.apply(this, args);
    };
    Original.prototype.disconnect = function () {
      watching.set(this, 0);
      return disconnect.call(this);
    };
    if (unobserve) {
      Original.prototype.unobserve = function (...args) {
        watching.set(this, Math.max(0, (watching.get(this) || 0) - 1));
        return unobserve.apply(this, args);
      };
    }
    wrapConstructor(name, observers);
  }
  const wrapTimer = (kind, set, clear, once) => {
    const originalSet = window[set];
    const originalClear = window[clear];
    window[set] = function (callback, delay, ...rest) {
      let id = 0;
      const run = typeof callback === 'function' && once
        ? function (...args) { timers.delete(kind + id); return callback.apply(this, args); }
        : callback;
      id = originalSet.call(window, run, delay, ...rest);
      timers.set(kind + id, { kind, delay: Number(delay) || 0, site: site() });
      return id;
    };
    window[clear] = function (id) {
      timers.delete(kind + id);
      return originalClear.call(window, id);
    };
  };
  wrapTimer('interval', 'setInterval', 'clearInterval', false);
  wrapTimer('timeout', 'setTimeout', 'clearTimeout', true);
  wrapTimer('frame', 'requestAnimationFrame', 'cancelAnimationFrame', true);
  const alive = (list, keep) => list.filter((entry) => { const o = entry.ref.deref(); return o !== undefined && keep(o); });
  window.__benchProbe = () => {
    const liveContexts = alive(contexts, (c) => c.state !== 'closed');
    const liveMedia = alive(media, () => true);
    const liveObservers = alive(observers, (o) => (watching.get(o) || 0) > 0);
    // A cache's expiry timers (the query cache's are 30 minutes) outlive pages by design.
    const pending = [...timers.values()].filter((t) => t.kind !== 'timeout' || t.delay < 60000);
    return {
      audioContexts: liveContexts.length,
      mediaElements: liveMedia.length,
      observers: liveObservers.length,
      intervals: pending.filter((t) => t.kind === 'interval').length,
      timeouts: pending.filter((t) => t.kind === 'timeout').length,
      frames: pending.filter((t) => t.kind === 'frame').length,
      sites: [...liveObservers.map((o) => 'observer ' + o.site), ...pending.map((t) => t.kind + ' ' + t.site)],
    };
  };
})()`;

export interface ProbeCounts {
  audioContexts: number;
  mediaElements: number;
  observers: number;
  intervals: number;
  timeouts: number;
  frames: number;
  /** Where each live observer and pending timer was made (a script address). */
  sites: string[];
}

declare global {
  interface Window {
    __benchProbe?: () => ProbeCounts;
  }
}

export const readProbe = (page: Page): Promise<ProbeCounts> =>
  page.evaluate(() => window.__benchProbe!());

/** A full garbage collection: what is left is what the page still holds. */
export async function collectGarbage(session: CDPSession): Promise<void> {
  await session.send('HeapProfiler.collectGarbage');
}

export interface PageMemory {
  heapMb: number;
  nodes: number;
  listeners: number;
}

/** The JS heap, DOM nodes and event listeners after a forced collection. */
export async function pageMemory(session: CDPSession): Promise<PageMemory> {
  await collectGarbage(session);
  const heap = await session.send('Runtime.getHeapUsage');
  const counters = await session.send('Memory.getDOMCounters');
  return {
    heapMb: heap.usedSize / 1e6,
    nodes: counters.nodes,
    listeners: counters.jsEventListeners,
  };
}
