import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes; `null` where the browser cannot tell
 * (no `matchMedia`, as in tests), so callers render for every case then.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : null,
  );
}
