import { getNextFocus } from '@bbc/tv-lrud-spatial';
import {
  CARD_TITLE,
  CONTAINERS,
  controlsIn,
  isShown,
  named,
  navigationScope,
  remembered,
  visited,
} from './candidates';
import type { Direction } from './keys';
import { nearestAhead, overlaps } from './nearest';

const KEY_OF: Readonly<Record<Direction, string>> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

const IGNORED = 'lrud-ignore';

/**
 * The element the library picks from `from` in this direction within `scope`, passing over
 * any it picks that cannot be seen or is disabled (and trying again), or null at an edge.
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
  const alongRow = (direction === 'left' || direction === 'right') && from.matches(CARD_TITLE);
  const beside = alongRow ? besideInRow(from, direction === 'right') : null;
  if (beside) return beside;
  try {
    for (let tries = 0; tries < 8; tries++) {
      const next = getNextFocus(from, KEY_OF[direction] as unknown as number, scope) ?? null;
      const onPoster = alongRow && next?.closest('[data-card]') && !next.matches(CARD_TITLE);
      if (next instanceof HTMLIFrameElement && isShown(next))
        return overFrame(from, next, direction);
      if (next && !onPoster && isShown(next) && !next.matches(':disabled'))
        return nearestOnEntry(from, remembered(next), direction);
      if (!next) break;
      // A container's remembered item is given back even when it cannot take focus (a
      // Previous episode button disabled on the first episode): the container forgets it.
      const container = next.parentElement?.closest(CONTAINERS);
      if (container?.getAttribute('data-focus') === next.id)
        container.removeAttribute('data-focus');
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
  const next = sibling?.querySelector<HTMLElement>(CARD_TITLE);
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
