import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

const ITEMS = '[role="menuitem"]:not(:disabled)';

/**
 * What an open menu does once shown: its first item takes focus, and a press outside `wrapper`
 * closes it. Returns the clean-up, for an effect that runs while the menu is open.
 */
export function whileMenuOpen(
  wrapper: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
): () => void {
  wrapper.current?.querySelector<HTMLElement>(ITEMS)?.focus();
  const onDown = (event: MouseEvent) => {
    if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
  };
  document.addEventListener('mousedown', onDown);
  return () => document.removeEventListener('mousedown', onDown);
}

/**
 * The menu's keys: ↑/↓ move between the enabled items (wrapping), Escape closes it and gives
 * focus back to the button (and goes no further, so a dialog around it stays open), Tab closes
 * it and moves on.
 */
export function onMenuKey(
  event: KeyboardEvent<HTMLElement>,
  wrapper: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
) {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    trigger.current?.focus();
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const items = [...(wrapper.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(at + step + items.length) % items.length]?.focus();
  } else if (event.key === 'Tab') {
    setOpen(false);
  }
}

/**
 * A button that opens a menu of `role="menuitem"` buttons: the first item takes focus on
 * opening, a press outside closes it, and the keys of `onMenuKey`. Put `wrapper` on the
 * element holding both, `trigger` on the button and `onKeyDown` on the menu.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => (open ? whileMenuOpen(wrapper, setOpen) : undefined), [open]);

  /** Closes the menu and gives focus back to its button. */
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return {
    open,
    setOpen,
    toggle: () => setOpen((o) => !o),
    close,
    menuId,
    wrapper,
    trigger,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onMenuKey(event, wrapper, trigger, setOpen),
  };
}
