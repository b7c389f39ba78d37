import { layerPending } from './card-layer';
import { CARD_TITLE, CONTAINERS, isShown, visited } from './candidates';
import { frameInFocus } from './frames';
import { keepsArrow } from './arrow-owner';
import { isTextField, tvKeyOf, type Direction } from './keys';
import { nextInDirection } from './spatial';
import { whenIdle } from '@/lib/startup';

/** How long the rehearsal waits between looks for a row of cards on the page. */
export const WARM_RETRY_MS = 500;
/** Looks before it gives up (a page with no row of cards: its presses are not along a row). */
export const WARM_TRIES = 20;
/** One direction per idle moment: the whole rehearsal in one task would be a long one. */
const DIRECTIONS: readonly Direction[] = ['right', 'left', 'down', 'up'];
const IDLE_TIMEOUT_MS = 1000;

/** A card title in a row (on screen or below it): where a press along a row starts from. */
function cardInRow(doc: Document): HTMLElement | null {
  for (const el of doc.querySelectorAll<HTMLElement>(`[data-row-track] ${CARD_TITLE}`)) {
    if (isShown(el)) return el;
  }
  return null;
}

/**
 * The steps of one press from `from` in `direction`, up to where focus would move, without
 * moving it: what the search remembers along the way (a container's last item, the containers
 * entered) is put back as it was, so the person's first press finds the page as they left it.
 */
export function rehearsePress(from: HTMLElement, direction: Direction) {
  const doc = from.ownerDocument;
  const kept = [...doc.querySelectorAll(CONTAINERS)].map(
    (el) => [el, el.getAttribute('data-focus'), visited.has(el)] as const,
  );
  try {
    tvKeyOf(
      {
        key: 'ArrowRight',
        keyCode: 39,
        altKey: false,
        ctrlKey: false,
        metaKey: false,
        shiftKey: false,
      },
      isTextField(from),
    );
    keepsArrow(from, direction);
    layerPending(from);
    frameInFocus(doc);
    nextInDirection(from, direction);
  } finally {
    for (const [el, focus, seen] of kept) {
      if (el.getAttribute('data-focus') !== focus) {
        if (focus === null) el.removeAttribute('data-focus');
        else el.setAttribute('data-focus', focus);
      }
      if (!seen) visited.delete(el);
    }
  }
}

/**
 * A remote's first press along a row paid for what no press had done before it: the direction
 * search's code run for the first time, the row's boxes read for the first time (a first press
 * took twice a later one's time in its key handler). Once TV mode is on and the page shows a row
 * of cards, each direction's press is rehearsed once at an idle moment. Returns the stop function.
 */
export function warmFocusPath(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const idle = (run: () => void) => whenIdle(run, IDLE_TIMEOUT_MS, win);
  let timer = 0;
  let cancelIdle = () => {};
  let stopped = false;
  const look = (tries: number) => {
    cancelIdle = idle(() => {
      if (stopped) return;
      const from = cardInRow(doc);
      if (from) rehearse(from, 0);
      else if (tries > 1) timer = win.setTimeout(() => look(tries - 1), WARM_RETRY_MS);
    });
  };
  const rehearse = (from: HTMLElement, index: number) => {
    const direction = DIRECTIONS[index];
    if (!direction || !from.isConnected) return;
    rehearsePress(from, direction);
    cancelIdle = idle(() => {
      if (!stopped) rehearse(from, index + 1);
    });
  };
  look(WARM_TRIES);
  return () => {
    stopped = true;
    win.clearTimeout(timer);
    cancelIdle();
  };
}
