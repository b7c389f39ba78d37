import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

// One MediaQueryList for every card that asks: matchMedia parses the query each time it is
// called, and a row of cards reads it on every render. (Keyed by the function, so a replaced
// matchMedia, as in tests, gets its own list.)
let cached: { matchMedia: typeof window.matchMedia; list: MediaQueryList } | null = null;

function mediaList(): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  if (cached?.matchMedia !== window.matchMedia) {
    cached = { matchMedia: window.matchMedia, list: window.matchMedia(QUERY) };
  }
  return cached.list;
}

function subscribe(onChange: () => void) {
  const list = mediaList();
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const read = () => mediaList()?.matches ?? false;

/** True while the user asks for less motion; hover trailers and hero auto-advance then stop. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
