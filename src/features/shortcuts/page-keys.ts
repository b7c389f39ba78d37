import { useEffect, useRef } from 'react';

/** What the page on screen lets the keyboard do (the Watch page registers these). */
export interface PageKeys {
  fullscreen?: () => void;
  /** Undefined while there is no next (or previous) episode. */
  nextEpisode?: () => void;
  previousEpisode?: () => void;
  /** Space, the arrows and M belong to a video on this page, never to the music. */
  video?: boolean;
}

let current: { keys: () => PageKeys } | null = null;

/** The keys of the page on screen (an empty set on pages that registered none). */
export function currentPageKeys(): PageKeys {
  return current?.keys() ?? {};
}

/**
 * Registers the page's keys while it is mounted. The latest render's handlers are used, so a
 * page passes fresh closures without re-registering.
 */
export function usePageKeys(keys: PageKeys) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const entry = { keys: () => latest.current };
    current = entry;
    return () => {
      if (current === entry) current = null;
    };
  }, []);
}
