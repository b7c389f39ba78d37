import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '@/lib/startup';

/** The longest focus waits for an idle moment before the card builds its layer anyway. */
export const LAYER_IDLE_TIMEOUT_MS = 100;

/**
 * Focus builds a card's hover layer at the page's next idle moment, not in the task after the
 * frame that shows focus on the card: that task delays the next key press (a remote's held key
 * repeats every few frames), and a card focus only passes over (a held key, Tab along a page)
 * builds nothing. The build itself is a transition, which React renders in slices of a few
 * milliseconds: a press that comes while it renders (a gamepad's held D-pad repeats every
 * 150 ms) runs between two slices instead of after one long task. A Tab from the card comes
 * before the idle moment may: it builds the layer at once, so Tab still goes from the title
 * to the buttons.
 */
export function useLayerOnFocus(activate: () => void) {
  const pending = useRef<(() => void) | null>(null);
  const cancel = useCallback(() => {
    pending.current?.();
    pending.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  return {
    onFocus: () => {
      pending.current ??= whenIdle(() => {
        pending.current = null;
        startTransition(activate);
      }, LAYER_IDLE_TIMEOUT_MS);
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) cancel();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      cancel();
      flushSync(activate);
    },
  };
}
