/** One catalogue call as developer mode shows it. */
export interface CatalogTiming {
  path: string;
  ms: number;
  /** HTTP status, 0 when no answer came. */
  status: number;
}

export const TIMINGS_KEPT = 8;

let recent: readonly CatalogTiming[] = [];
const listeners = new Set<() => void>();

/** Called by the catalogue client after every call; keeps the newest few, newest first. */
export function recordCatalogTiming(timing: CatalogTiming) {
  recent = [timing, ...recent].slice(0, TIMINGS_KEPT);
  listeners.forEach((listener) => listener());
}

export const getCatalogTimings = () => recent;

/** For `useSyncExternalStore`. */
export function subscribeCatalogTimings(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
