import { getNextFocus } from '@bbc/tv-lrud-spatial';
import type { Direction } from './keys';
import { nearestAhead, overlaps } from './nearest';

const KEY_OF: Readonly<Record<Direction, string>> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

/** What the library counts as focusable, plus what it leaves out but a remote must reach. */
const FOCUSABLE = 'a[href], button, input, select, textarea, iframe, [tabindex]';
/** The library's containers: each remembers its last focused item (by id) for when focus returns. */
const CONTAINERS = 'nav, section, .lrud-container';
const IGNORED = 'lrud-ignore';

let nextId = 0;
/** Containers focus has been in: entering one again goes back to its last item. */
const visited = new WeakSet<Element>();

/** Gives `el` an id if it has none: containers remember their last item by id. */
function named<T extends Element>(el: T): T {
  if (!el.id) el.id = `tv-focus-${++nextId}`;
  return el;
}

/** The library stored the item's id before it had one: store it again. */
function remembered(next: HTMLElement): HTMLElement {
  if (next.id) return next;
  named(next);
  next.parentElement?.closest(CONTAINERS)?.setAttribute('data-focus', next.id);
  return next;
}

/** Where the arrows move: the topmost open modal dialog, else the whole page. */
export function navigationScope(doc: Document = document): HTMLElement {
  const dialogs = doc.querySelectorAll<HTMLDialogElement>('dialog[open]');
  return dialogs[dialogs.length - 1] ?? doc.body;
}

/** Whether a person can see `el`: laid out, not hidden, not inert. */
export function isShown(el: Element): boolean {
  if (el.closest('[inert]')) return false;
  const rect = el.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return false;
  return el.checkVisibility?.({ visibilityProperty: true }) ?? true;
}

/**
 * Readies the scope for the library (the focus keeper runs it a few times a second, between
 * key presses, so a press does not pay for a scan of the page): a select, a text area and a same-origin player frame
 * become candidates (the library looks for links, buttons, inputs and `[tabindex]` only), each
 * candidate gets an id (containers remember their last item by id), and a container entered
 * for the first time starts on its current item (the sidebar on the page shown, a tab list on
 * its selected tab) rather than on its first.
 */
export function prepare(scope: HTMLElement) {
  for (const el of scope.querySelectorAll<HTMLElement>(
    'select:not([tabindex]), textarea:not([tabindex])',
  )) {
    el.tabIndex = 0;
  }
  for (const frame of scope.querySelectorAll<HTMLIFrameElement>('iframe:not([tabindex])')) {
    if (isControllableFrame(frame)) frame.tabIndex = 0;
  }
  for (const el of scope.querySelectorAll<HTMLElement>(
    '[aria-current="page"], [aria-selected="true"]',
  )) {
    const container = el.parentElement?.closest(CONTAINERS);
    if (container && !container.hasAttribute('data-focus')) {
      container.setAttribute('data-focus', named(el).id);
      visited.add(container);
    }
  }
}

/** A frame whose page Reelbeat can reach (the built-in demo player): only those take focus. */
export function isControllableFrame(frame: HTMLIFrameElement): boolean {
  try {
    const doc = frame.contentDocument;
    return Boolean(doc && doc.URL !== 'about:blank' && doc.body);
  } catch {
    return false;
  }
}

/**
 * The element the library picks from `from` in this direction within `scope`, passing over
 * any it picks that cannot be seen (and trying again), or null at an edge.
 */
export function nextInDirection(
  from: Element,
  direction: Direction,
  scope: HTMLElement = navigationScope(from.ownerDocument),
): HTMLElement | null {
  named(from);
  const home = from.parentElement?.closest(CONTAINERS);
  if (home) visited.add(home);
  const passed: HTMLElement[] = [];
  // The sidebar is a region of its own: ↑/↓ stay on their side of it (only ←/→ cross), so
  // going down a page never slips into the sidebar beside it.
  const sidebar = scope.ownerDocument.getElementById('app-sidebar');
  if (sidebar && (direction === 'up' || direction === 'down') && !sidebar.contains(from)) {
    sidebar.classList.add(IGNORED);
    passed.push(sidebar);
  }
  // Sideways from a card's title goes to the next card's title: the round buttons sit over
  // the posters (↑ reaches them), else each card would take two presses.
  const alongRow =
    (direction === 'left' || direction === 'right') && from.matches('[data-card] h3 a');
  const beside = alongRow ? besideInRow(from, direction === 'right') : null;
  if (beside) return beside;
  try {
    for (let tries = 0; tries < 8; tries++) {
      const next = getNextFocus(from, KEY_OF[direction] as unknown as number, scope) ?? null;
      const onPoster = alongRow && next?.closest('[data-card]') && !next.matches('h3 a');
      if (next instanceof HTMLIFrameElement && isShown(next))
        return overFrame(from, next, direction);
      if (next && !onPoster && isShown(next))
        return nearestOnEntry(from, remembered(next), direction);
      if (!next) break;
      next.classList.add(IGNORED);
      passed.push(next);
    }
    return nearestLeft(from, direction, scope);
  } finally {
    for (const el of passed) el.classList.remove(IGNORED);
  }
}

/**
 * When the library sees nothing in a direction (its cone misses a control that lies beyond the
 * end of a row, such as the player below a row of server buttons wider than it), the nearest
 * control ahead anywhere in the scope, so focus is never held where a person sees more below.
 */
function nearestLeft(from: Element, direction: Direction, scope: HTMLElement) {
  const next = nearestAhead(
    from,
    controlsIn(scope).filter(
      (el) => el !== from && !el.closest(`.${IGNORED}`) && inWindow(el.getBoundingClientRect()),
    ),
    direction,
  );
  if (!next) return null;
  return next instanceof HTMLIFrameElement ? overFrame(from, next, direction) : next;
}

/** On screen now: the fallback steers to what a person sees, never to a control out of view. */
const inWindow = (r: DOMRect) =>
  r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;

/**
 * ←/→ along a row of cards: the neighbouring card's title, read from the list without asking
 * the library to weigh the whole row (a press stays cheap on a slow television), when that card
 * stands beside this one (a grid's next item may start the next line).
 */
function besideInRow(from: Element, forward: boolean): HTMLElement | null {
  const item = from.closest('[data-card]')?.closest('li');
  const sibling = forward ? item?.nextElementSibling : item?.previousElementSibling;
  const next = sibling?.querySelector<HTMLElement>('[data-card] h3 a');
  if (!next || !isShown(next)) return null;
  const a = from.getBoundingClientRect();
  return Math.abs(next.getBoundingClientRect().top - a.top) < a.height ? named(next) : null;
}

/**
 * A container entered for the first time: the library would start on its first item; the one
 * nearest in the direction of travel is what a person expects (the button beside, not the
 * first of a row of them). Later entries keep the library's memory of the last item.
 */
function nearestOnEntry(from: Element, next: HTMLElement, direction: Direction): HTMLElement {
  const container = next.parentElement?.closest(CONTAINERS);
  if (!container || container.contains(from) || visited.has(container)) return next;
  visited.add(container);
  const best = nearestAhead(from, controlsIn(container), direction) ?? next;
  container.setAttribute('data-focus', named(best).id);
  return best;
}

/** The controls in `root` a person can reach: focusable, enabled and shown. */
const controlsIn = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && isShown(el),
  );

/**
 * A card shown over the player (Up next, a server that does not answer) comes before the
 * frame beneath it, which the library would pick for being as near and larger.
 */
function overFrame(from: Element, frame: HTMLIFrameElement, direction: Direction) {
  const box = frame.getBoundingClientRect();
  const over = controlsIn(frame.parentElement ?? frame).filter(
    (el) => el !== frame && el !== from && overlaps(el.getBoundingClientRect(), box),
  );
  return nearestAhead(from, over, direction) ?? frame;
}

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
