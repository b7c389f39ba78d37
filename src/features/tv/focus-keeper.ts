import { isControllableFrame, isShown, navigationScope, prepare } from './candidates';
import { focusFirst, reveal } from './focus-moves';
import { enterFrame, frameInFocus, isFrameHeard } from './frames';
import { PAD_PRESS_EVENT } from './gamepad';

/** How often the keeper looks for lost focus (a removed element takes focus with it silently). */
export const KEEPER_EVERY_MS = 200;
/** How long a page returned to may take to show the control that was focused there. */
const RETURN_WAIT_MS = 3000;
/** How long a page opened from the sidebar may take to arrive before focus stays in the sidebar. */
const PAGE_WAIT_MS = 10_000;
/** How long a new page may take to show its `data-autofocus` control before the first one in view is taken. */
const AUTOFOCUS_WAIT_MS = 600;

const entryKey = (win: Window) => (win.history.state as { key?: string } | null)?.key ?? 'default';

/** Whether focus is nowhere a person can see: the page, the main region, or a hidden element. */
export function focusLost(doc: Document): boolean {
  const el = doc.activeElement;
  if (!el || el === doc.body || el === doc.documentElement) return true;
  if (el.id === 'main-content') return true;
  if (frameInFocus(doc)) return false;
  return !el.isConnected || !isShown(el);
}

/** Brings the focused control back into the window when the page's layout moved it out. */
function keepInView(doc: Document) {
  const el = doc.activeElement;
  if (!(el instanceof HTMLElement) || focusLost(doc)) return;
  const rect = el.getBoundingClientRect();
  const height = doc.defaultView?.innerHeight ?? 0;
  const width = doc.defaultView?.innerWidth ?? 0;
  if (rect.bottom > height || rect.top < 0 || rect.right > width || rect.left < 0) reveal(el);
}

/**
 * Focus is never lost in TV mode: when the focused element goes (a page changes, a card is
 * replaced, a panel closes) focus moves to the page's first control in view, or, on a page
 * returned to with Back, to the control that had it there (by its place among the page's
 * controls). Returns the stop function.
 */
export function keepFocus(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const places = new Map<string, number>();
  let lostSince = 0;
  // Focus the keeper placed itself, before the person has pressed anything: a page's
  // `data-autofocus` control that renders a moment later takes it over.
  let placed: Element | null = null;
  // OK on a sidebar link: focus follows into the page it opens, once that page is in (its
  // region's content is new), as a television's menus hand over to what they open; a key
  // pressed meanwhile (or a gamepad's button) keeps focus where the person is steering it.
  let fromSidebar: { shown: Element | null; at: number } | null = null;
  const pressed = () => {
    placed = null;
    fromSidebar = null;
  };
  const main = () => doc.getElementById('main-content');
  const opened = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('#app-sidebar a[href]')) {
      fromSidebar = { shown: main()?.firstElementChild ?? null, at: Date.now() };
    }
  };

  const controls = () =>
    [
      ...(doc
        .getElementById('main-content')
        ?.querySelectorAll<HTMLElement>('a[href], button, input, select, [tabindex]') ?? []),
    ].filter((el) => el.tabIndex >= 0);

  // Where focus is on the page, counted a moment after it moves: not in the key's own frame.
  let counting = 0;
  const remember = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.closest('#main-content')) return;
    const key = entryKey(win);
    win.clearTimeout(counting);
    counting = win.setTimeout(() => {
      const index = controls().indexOf(target);
      if (index >= 0 && entryKey(win) === key) places.set(key, index);
    }, 150);
  };

  const check = () => {
    if (fromSidebar) {
      const waited = Date.now() - fromSidebar.at;
      const arrived = main()?.firstElementChild !== fromSidebar.shown;
      const ready =
        Boolean(main()?.querySelector('[data-autofocus]')) || waited > AUTOFOCUS_WAIT_MS;
      if (!doc.activeElement?.closest('#app-sidebar') || waited > PAGE_WAIT_MS) fromSidebar = null;
      else if (arrived && ready && focusFirst(doc)) {
        placed = doc.activeElement;
        fromSidebar = null;
      }
      return;
    }
    // A player frame whose page was replaced while focused: listen in the new page too.
    const frame = frameInFocus(doc);
    if (frame && !isFrameHeard(frame) && isControllableFrame(frame)) enterFrame(frame, null);
    if (!focusLost(doc)) {
      lostSince = 0;
      if (placed && placed === doc.activeElement) preferAutofocus();
      return;
    }
    const now = Date.now();
    lostSince ||= now;
    const place = navigationScope(doc) === doc.body ? places.get(entryKey(win)) : undefined;
    if (place !== undefined) {
      const list = controls();
      const target = list[place];
      if (target && isShown(target)) {
        target.focus({ preventScroll: true });
        reveal(target);
        return;
      }
      if (now - lostSince < RETURN_WAIT_MS) return;
    }
    if (!main()?.querySelector('[data-autofocus]') && now - lostSince < AUTOFOCUS_WAIT_MS) return;
    if (focusFirst(doc)) placed = doc.activeElement;
  };

  const preferAutofocus = () => {
    const wanted = main()?.querySelector<HTMLElement>('[data-autofocus]:not(:disabled)');
    if (!wanted || wanted === placed || !isShown(wanted)) return;
    wanted.focus({ preventScroll: true });
    reveal(wanted);
    placed = wanted;
  };

  // What the arrows may reach is readied as soon as it appears (a drawer's select, a player's
  // page loaded in its frame) or becomes a container's current item, not at the keeper's next
  // look: on a busy device the browser runs key presses before timers, and a press would
  // otherwise pass over a control it cannot see. Only what was added or changed is looked
  // through, never the whole page at each look: that scan ran between key presses along a row
  // and, when one came during it, held the press up.
  const changed = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element) prepare(record.target);
        continue;
      }
      for (const node of record.addedNodes) {
        if (node instanceof Element && node.isConnected) prepare(node);
      }
    }
  };
  // A frame's load does not bubble; caught on its way down, with every image's on the way.
  const loaded = (event: Event) => {
    if (event.target instanceof HTMLIFrameElement) prepare(navigationScope(doc));
  };
  const additions = new MutationObserver(changed);
  additions.observe(doc.body, {
    childList: true,
    subtree: true,
    attributeFilter: ['aria-current', 'aria-selected'],
  });
  // Content that grows or shrinks around the focused control (a list arriving above it) can push
  // it off screen after its move revealed it: with a remote there is no other way to find it.
  const resized =
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => keepInView(doc));
  resized?.observe(doc.body);
  doc.addEventListener('focusin', remember);
  doc.addEventListener('keydown', pressed, true);
  doc.addEventListener(PAD_PRESS_EVENT, pressed);
  // After `pressed`: the Enter that clicks a link comes first.
  doc.addEventListener('click', opened, true);
  doc.addEventListener('load', loaded, true);
  const timer = win.setInterval(check, KEEPER_EVERY_MS);
  prepare(doc.body);
  check();
  return () => {
    additions.disconnect();
    resized?.disconnect();
    doc.removeEventListener('focusin', remember);
    doc.removeEventListener('keydown', pressed, true);
    doc.removeEventListener(PAD_PRESS_EVENT, pressed);
    doc.removeEventListener('click', opened, true);
    doc.removeEventListener('load', loaded, true);
    win.clearInterval(timer);
    win.clearTimeout(counting);
  };
}

export { focusFirst };
