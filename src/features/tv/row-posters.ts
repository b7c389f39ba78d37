import { whenIdle } from '@/lib/startup';

const TRACK = '[data-row-track]';
const LAZY = 'img[loading="lazy"]';
/** How long focus rests before the rows around it are readied: not while a person is pressing. */
export const FOCUS_REST_MS = 500;
/** A busy page still readies the rows within this long after the rest. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * In TV mode, once focus has rested for `FOCUS_REST_MS`, the posters of the row that holds it
 * and of the row below are asked for at the next idle moment, rather than one by one as presses
 * bring each card near the screen: a poster starting to load inside a press (its request, its
 * intersection check, the frames its arrival adds) made a press along a row take 45–53 ms
 * instead of 29–31 (medians of 19 presses at 4× CPU slowdown, docs/benchmarks.md, "Posters
 * ahead of the remote"). Not while presses follow each other: the downloads would share the
 * cores with them. Focus on a control outside a row (Home's "Watch Now", where TV mode starts)
 * readies the first row below it, so ↓ arrives on a loaded row. The cards a row builds later
 * (its last ones, at an idle moment) are readied as they come. Returns the stop function.
 */
export function loadPostersAhead(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  /** Rows already asked for, each watched for cards added later while it is on the page. */
  const ready = new WeakSet<Element>();
  const watchers = new Map<Element, MutationObserver>();
  /** Rows whose neighbour below is ready too: focus moving along them needs nothing more. */
  const done = new WeakSet<Element>();
  let cancel = () => {};

  const eager = (root: ParentNode) => {
    for (const img of root.querySelectorAll(LAZY)) img.setAttribute('loading', 'eager');
  };
  const readyRow = (track: Element) => {
    if (ready.has(track)) return;
    ready.add(track);
    eager(track);
    // The rows of a page left behind are not watched any longer.
    for (const [row, watcher] of watchers) {
      if (row.isConnected) continue;
      watcher.disconnect();
      watchers.delete(row);
    }
    // Cards come as the row's own items; what a card builds inside it later (its hover layer
    // at each focus) is not watched.
    const watcher = new MutationObserver(() => eager(track));
    watcher.observe(track, { childList: true });
    watchers.set(track, watcher);
  };
  /** The first row after `el` in the document that is not the one holding it. */
  const rowBelow = (el: Element, own: Element | null) => {
    for (const track of doc.querySelectorAll(TRACK)) {
      if (track === own) continue;
      if (el.compareDocumentPosition(track) & Node.DOCUMENT_POSITION_FOLLOWING) return track;
    }
    return null;
  };

  const focused = (el: EventTarget | null) => {
    if (!(el instanceof Element) || el === doc.body) return;
    const own = el.closest(TRACK);
    // Along a row that is ready with its neighbour, a press adds nothing: not even a task.
    if (own && done.has(own)) return;
    cancel();
    const readyAround = () => {
      if (!el.isConnected) return;
      if (own) readyRow(own);
      const below = rowBelow(el, own);
      if (below) readyRow(below);
      if (own) done.add(own);
    };
    const timer = win.setTimeout(() => {
      cancel = whenIdle(readyAround, IDLE_TIMEOUT_MS, win);
    }, FOCUS_REST_MS);
    cancel = () => win.clearTimeout(timer);
  };

  const onFocus = (event: FocusEvent) => focused(event.target);
  doc.addEventListener('focusin', onFocus);
  // Focus already placed before TV mode came on.
  focused(doc.activeElement);
  return () => {
    doc.removeEventListener('focusin', onFocus);
    cancel();
    for (const watcher of watchers.values()) watcher.disconnect();
    watchers.clear();
  };
}
