import { CARD_TITLE } from './candidates';
import type { Direction } from './keys';

/** Frames ↑ waits for a card's hover layer before it steps without it (about a sixth of a second). */
export const LAYER_WAIT_FRAMES = 10;

/**
 * Whether `el` is a card's title whose card has not built its hover layer yet: a card builds it
 * in a transition just after it takes focus (components/content-card), and ↑ from the title
 * goes to the layer's buttons.
 */
export function layerPending(el: Element | null): el is Element {
  return Boolean(el?.matches(CARD_TITLE) && !el.closest('[data-card]')?.querySelector('button'));
}

/**
 * Steps in order, holding a step ↑ from a card whose layer is still being built (and the steps
 * pressed after it) until the layer is there, or until LAYER_WAIT_FRAMES frames have passed.
 */
export function stepsAfterLayers(step: (direction: Direction) => void, doc: Document) {
  const win = doc.defaultView ?? window;
  let held: Direction[] | null = null;
  const run = (direction: Direction) => {
    if (held) {
      held.push(direction);
      return;
    }
    const from = doc.activeElement;
    if (direction !== 'up' || !layerPending(from)) {
      step(direction);
      return;
    }
    const queue: Direction[] = [direction];
    held = queue;
    let frames = 0;
    const look = () => {
      if (layerPending(from) && from.isConnected && ++frames < LAYER_WAIT_FRAMES) {
        win.requestAnimationFrame(look);
        return;
      }
      held = null;
      const [first, ...later] = queue;
      step(first!);
      for (const next of later) run(next);
    };
    win.requestAnimationFrame(look);
  };
  return run;
}
