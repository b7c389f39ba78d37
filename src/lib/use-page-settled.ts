import { useSyncExternalStore } from 'react';
import { whenPageSettled } from './page-settled';

let settled = false;
let started = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    whenPageSettled(() => {
      settled = true;
      for (const notify of listeners) notify();
    });
  }
  return () => listeners.delete(listener);
}

/**
 * Whether the app's first screen has settled (`whenPageSettled`); once true it stays true for
 * the rest of the visit. For what a page can show a moment later without anyone missing it,
 * such as the genre names in the cards' overlays, so it does not take a connection the first
 * screen's data and images are waiting for.
 */
export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}

/** For tests: as on a fresh page. */
export function resetPageSettled(): void {
  settled = false;
  started = false;
  listeners.clear();
}
