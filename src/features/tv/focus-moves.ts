import { FOCUSABLE, isShown, navigationScope, prepare } from './candidates';
import type { Direction } from './keys';
import { nextInDirection } from './spatial';

/**
 * Keeps the focused element on screen: centred vertically on the page, in view in its row. A
 * card's title link brings its whole card (the link is only the title line under the poster).
 */
export function reveal(el: Element) {
  const fixed = el.closest('#app-sidebar, dialog, [data-docked]');
  const target = el.closest('[data-card]') ?? el;
  target.scrollIntoView({ block: fixed ? 'nearest' : 'center', inline: 'nearest' });
}

/**
 * Moves focus one step and returns where it went; null when there is nothing in that direction
 * (focus stays). A frame is returned unfocused: entering one is the caller's (frames.ts).
 */
export function moveFocus(direction: Direction, doc: Document = document): HTMLElement | null {
  const from = doc.activeElement;
  if (!from || from === doc.body)
    return focusFirst(doc) ? (doc.activeElement as HTMLElement) : null;
  const next = nextInDirection(from, direction);
  if (!next) return null;
  if (!(next instanceof HTMLIFrameElement)) next.focus({ preventScroll: true });
  reveal(next);
  return next;
}

/**
 * Shoulder buttons: to the next or previous row, or a page of a grid. Steps in the direction
 * until focus has left the row it started in, or has travelled most of a screen.
 */
export function jump(direction: 'up' | 'down', doc: Document = document) {
  const start = doc.activeElement;
  if (!start || start === doc.body) return;
  const row = start.closest('section');
  const top = start.getBoundingClientRect().top;
  const page = (doc.defaultView?.innerHeight ?? 800) * 0.8;
  let at: Element = start;
  for (let step = 0; step < 30; step++) {
    const next = nextInDirection(at, direction);
    if (!next) break;
    next.focus({ preventScroll: true });
    at = next;
    if (
      next.closest('section') !== row ||
      Math.abs(next.getBoundingClientRect().top - top) >= page
    ) {
      break;
    }
  }
  if (at !== start) reveal(at);
}

/** The first thing worth focusing: a `[data-autofocus]` control, else the first one in view. */
export function focusFirst(doc: Document = document): boolean {
  const scope = navigationScope(doc);
  const region = scope === doc.body ? (doc.getElementById('main-content') ?? scope) : scope;
  prepare(scope);
  const candidates = [...region.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && isShown(el),
  );
  const height = doc.defaultView?.innerHeight ?? 0;
  const target =
    candidates.find((el) => el.hasAttribute('data-autofocus')) ??
    candidates.find((el) => {
      const rect = el.getBoundingClientRect();
      return rect.bottom > 0 && rect.top < height;
    }) ??
    candidates[0];
  if (!target) return false;
  target.focus({ preventScroll: true });
  reveal(target);
  return true;
}
