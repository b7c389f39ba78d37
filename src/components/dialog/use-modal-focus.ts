import { useEffect, useRef, type RefObject } from 'react';

export const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Open modals, innermost last: only the innermost one answers Escape and Tab. */
const openModals: object[] = [];

interface ModalFocusOptions {
  /** Called on Escape. */
  onClose: () => void;
  /** What takes focus on open; defaults to `[data-autofocus]`, else the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Off while a modal that stays mounted is closed. */
  active?: boolean;
}

/**
 * Keyboard behaviour every modal shares: focus moves in on open, Tab and Shift+Tab stay inside,
 * Escape closes, and focus returns to whatever had it before. With modals stacked (a confirmation
 * over a dialog) only the innermost answers the keyboard.
 */
export function useModalFocus(
  container: RefObject<HTMLElement | null>,
  { onClose, initialFocus, active = true }: ModalFocusOptions,
) {
  // The latest handler, without re-running the effect (and moving focus) on every render.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!active) return;
    const token = {};
    openModals.push(token);
    const opener = document.activeElement as HTMLElement | null;
    const root = container.current;
    const first =
      initialFocus?.current ??
      root?.querySelector<HTMLElement>('[data-autofocus]') ??
      root?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openModals.at(-1) !== token) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close.current();
      } else if (event.key === 'Tab' && root) {
        trapTab(event, root);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openModals.splice(openModals.indexOf(token), 1);
      opener?.focus?.();
    };
  }, [active, container, initialFocus]);
}

function trapTab(event: KeyboardEvent, root: HTMLElement) {
  const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
