import { focusFirst, isShown, navigationScope, reveal } from './spatial';
import { frameInFocus } from './frames';

/** How often the keeper looks for lost focus (a removed element takes focus with it silently). */
export const KEEPER_EVERY_MS = 200;
/** How long a page returned to may take to show the control that was focused there. */
const RETURN_WAIT_MS = 3000;

const entryKey = (win: Window) => (win.history.state as { key?: string } | null)?.key ?? 'default';

/** Whether focus is nowhere a person can see: the page, the main region, or a hidden element. */
export function focusLost(doc: Document): boolean {
  const el = doc.activeElement;
  if (!el || el === doc.body || el === doc.documentElement) return true;
  if (el.id === 'main-content') return true;
  if (frameInFocus(doc)) return false;
  return !el.isConnected || !isShown(el);
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

  const controls = () =>
    [
      ...(doc
        .getElementById('main-content')
        ?.querySelectorAll<HTMLElement>('a[href], button, input, select, [tabindex]') ?? []),
    ].filter((el) => el.tabIndex >= 0);

  const remember = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.closest('#main-content')) return;
    const index = controls().indexOf(target);
    if (index >= 0) places.set(entryKey(win), index);
  };

  const check = () => {
    if (!focusLost(doc)) {
      lostSince = 0;
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
    focusFirst(doc);
  };

  doc.addEventListener('focusin', remember);
  const timer = win.setInterval(check, KEEPER_EVERY_MS);
  check();
  return () => {
    doc.removeEventListener('focusin', remember);
    win.clearInterval(timer);
  };
}

export { focusFirst };
