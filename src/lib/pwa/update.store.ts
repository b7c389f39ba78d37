import { useSyncExternalStore } from 'react';

/**
 * The bridge between the service worker's registration (register-sw.ts, loaded after the first
 * paint) and the update notice (Settings' UpdateCheck): a new version is waiting, and this is
 * what Reload does. Kept apart from workbox-window so the notice can read it without loading it.
 */
type Apply = () => void;

let waiting: Apply | null = null;
let checkNow: (() => Promise<unknown>) | null = null;
const listeners = new Set<() => void>();

/** A new version is ready (or, with null, no longer pending). */
export function announceUpdate(apply: Apply | null) {
  waiting = apply;
  for (const listener of listeners) listener();
}

/** What Reload does for the waiting version, or null when none is waiting. */
export function useWaitingUpdate(): Apply | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting,
    () => null,
  );
}

/** Set by the registration: asks the browser to look for a new service worker now. */
export function setUpdateChecker(check: (() => Promise<unknown>) | null) {
  checkNow = check;
}

/** Whether a service worker serves this page (not so on the visit that first installs one). */
const controlled = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/**
 * Looks for a new version through the service worker. False when no worker serves this page
 * (the caller then uses the index.html check: this page's files came from the network); a new
 * worker found shows up through announceUpdate.
 */
export function checkServiceWorkerUpdate(): boolean {
  if (!checkNow || !controlled()) return false;
  void checkNow().catch(() => undefined); // offline: nothing new, the next check tries again
  return true;
}

/** For tests: forget every announcement and checker. */
export function resetUpdateStore() {
  waiting = null;
  checkNow = null;
  listeners.clear();
}
