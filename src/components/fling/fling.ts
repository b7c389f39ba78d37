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

/**
 * Whether the window is being flung (see `FLING_SCREENS_PER_S`); changes only when a fling
 * starts or ends, so a list that reads it renders again twice per fling, not per scroll event.
 */
export function useFling(): boolean {
  const [fast, setFast] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    let lastTime = performance.now();
    let flinging = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const set = (next: boolean) => {
      if (next !== flinging) setFast((flinging = next));
    };
    const onScroll = () => {
      const now = performance.now();
      const y = window.scrollY;
      const screensPerS = (Math.abs(y - lastY) / window.innerHeight / (now - lastTime || 1)) * 1000;
      lastY = y;
      lastTime = now;
      if (screensPerS > FLING_SCREENS_PER_S) set(true);
      else if (screensPerS < SETTLE_SCREENS_PER_S) set(false);
      clearTimeout(timer);
      timer = setTimeout(() => set(false), SETTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);
  return fast;
}
