import { useEffect, useState } from 'react';

/**
 * Faster than this many screen heights a second, a list is being flung past its content rather
 * than read: rows that fly by unread are not worth building, fetching pictures for and painting
 * (native lists pause the same work while flinging: Flutter's deferred image loading, Android's
 * paused requests). A wheel notch or a reading scroll stays well under it.
 */
export const FLING_SCREENS_PER_S = 3;
/** Back under this, or no scroll for `SETTLE_MS`, the list is read again. */
const SETTLE_SCREENS_PER_S = 1;
const SETTLE_MS = 120;
/** Two scroll events further apart than this are not one movement: no speed is read from them. */
const SAMPLE_MS = 100;

/** The window's fling, followed while some list reads it. */
let flinging = false;
const readers = new Set<() => void>();
let stopFollowing = () => {};

function follow(): () => void {
  let lastY = window.scrollY;
  let lastTime = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: boolean) => {
    if (next === flinging) return;
    flinging = next;
    for (const reader of readers) reader();
  };
  const onScroll = () => {
    const now = performance.now();
    const y = window.scrollY;
    const elapsed = now - lastTime;
    // After a pause the first step of a new flick is not slow: it is the start of a movement.
    if (elapsed <= SAMPLE_MS) {
      const screensPerS = (Math.abs(y - lastY) / window.innerHeight / (elapsed || 1)) * 1000;
      if (screensPerS > FLING_SCREENS_PER_S) set(true);
      else if (screensPerS < SETTLE_SCREENS_PER_S) set(false);
    }
    lastY = y;
    lastTime = now;
    clearTimeout(timer);
    timer = setTimeout(() => set(false), SETTLE_MS);
  };
  // In the capture phase: the fling is known before any list's own scroll handler runs, so the
  // first step of a fling already builds nothing.
  const options = { passive: true, capture: true };
  window.addEventListener('scroll', onScroll, options);
  return () => {
    window.removeEventListener('scroll', onScroll, options);
    clearTimeout(timer);
    flinging = false;
  };
}

function subscribe(reader: () => void): () => void {
  if (readers.size === 0) stopFollowing = follow();
  readers.add(reader);
  return () => {
    readers.delete(reader);
    if (readers.size === 0) stopFollowing();
  };
}

/** Whether the window is being flung now (see `FLING_SCREENS_PER_S`), while a list follows it. */
export const isFlinging = () => flinging;

/**
 * Whether the window is being flung (see `FLING_SCREENS_PER_S`); changes only when a fling
 * starts or ends, so a list that reads it renders again twice per fling, not per scroll event.
 */
export function useFling(): boolean {
  const [fast, setFast] = useState(flinging);
  // Rendered in React's time, in a task of its own: as a synchronous store, the list rendered
  // inside the scroll event that started or ended the fling.
  useEffect(() => subscribe(() => setFast(flinging)), []);
  return fast;
}
