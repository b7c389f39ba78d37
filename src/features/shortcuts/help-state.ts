import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

/** Opens the "Keyboard shortcuts" dialog (from `?` or the entry in Settings). */
export const openShortcutsHelp = () => setOpen(true);
export const closeShortcutsHelp = () => setOpen(false);
export const isShortcutsHelpOpen = () => open;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useShortcutsHelpOpen(): boolean {
  return useSyncExternalStore(subscribe, isShortcutsHelpOpen, isShortcutsHelpOpen);
}
