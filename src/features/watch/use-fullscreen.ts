import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Fullscreen for one element through the Fullscreen API, with its current state. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    // Refused requests (no user gesture, unsupported) leave the page as it is.
    void ref.current?.requestFullscreen?.().catch(() => undefined);
  }, [ref]);

  return {
    active,
    toggle,
    supported: typeof document !== 'undefined' && document.fullscreenEnabled !== false,
  };
}
