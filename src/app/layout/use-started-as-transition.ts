import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render, then true through a transition. What it gates (the data layer, the
 * first page's code) loads after the screen around it has painted; had it first suspended into a
 * Suspense fallback, React would hold its reveal back until 300 ms after that fallback appeared
 * (its throttle against flickering fallbacks), however soon it was ready. Rendered in a
 * transition over content that is already on screen, it replaces that content as soon as it has
 * loaded.
 */
export function useStartedAsTransition(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    startTransition(() => setStarted(true));
  }, []);
  return started;
}
