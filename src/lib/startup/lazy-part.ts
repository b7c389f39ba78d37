import { createElement, lazy, type ComponentType } from 'react';
import { loadWhenOnline } from './load-when-online';

/** Told when a part on screen could not load online: its file may be gone (missing-code.ts). */
export const PART_FAILED_EVENT = 'reelbeat:part-failed';

type Loaded = { default: ComponentType<object> };

/** The parts whose last load failed, each with the way to ask for its file anew. */
const failed = new Set<() => void>();

/**
 * Lets every failed part ask for its file again at its next render. Error boundaries call it
 * once the failure is on screen (componentDidCatch): were a failed part renewed sooner, React's
 * own second render would fetch again and again instead of showing the error.
 */
export function retryFailedParts() {
  for (const renew of failed) renew();
  failed.clear();
}

/**
 * A lazily loaded part of the page (a page's code, the player bar, the developer panel…) that a
 * failed fetch never leaves broken. Offline it arrives once the connection is back
 * (load-when-online.ts). Online, the failure goes to the nearest error boundary and is announced
 * (a new deployment may have replaced the file: missing-code.ts reloads once into it); unlike
 * React's `lazy`, which keeps a failure for good, the part asks for its file again once the
 * boundary has shown the failure, so "Try Again" or the next page can bring it.
 */
export function lazyPart<T>(load: () => Promise<{ default: T }>): T {
  const fresh = () =>
    lazy(() =>
      loadWhenOnline(load as () => Promise<Loaded>).catch((error: unknown) => {
        failed.add(() => (current = fresh()));
        window.dispatchEvent(new Event(PART_FAILED_EVENT));
        throw error;
      }),
    );
  let current = fresh();
  const LazyPart = (props: object) => createElement(current, props);
  return LazyPart as T;
}
