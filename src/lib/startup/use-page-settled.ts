import { useSyncExternalStore } from 'react';
import { whenPageSettled } from './page-settled';

let settled = false;
let started = false;
const listeners = new Set<() => void>();

/** One detection for the whole visit, however many parts wait for it. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    whenPageSettled(() => {
      settled = true;
      for (const notify of [...listeners]) notify();
    });
  }
  return () => listeners.delete(listener);
}

/**
 * Runs `run` once the app's first screen has settled (at once when it already has): for requests
 * a page can make a moment later, such as the music home's lower moods, so they do not take the
 * connections its first screen is waiting for.
 */
export function afterPageSettled(run: () => void): void {
  if (settled) return run();
  const once = () => {
    listeners.delete(once);
    run();
  };
  subscribe(once);
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
