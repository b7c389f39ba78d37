import { useCallback, useEffect, useRef, useState } from 'react';

interface FallbackOptions {
  /** The embed address; each new one starts the watch again. Null while nothing is loading. */
  src: string | null;
  /** Whether this server posts player events (void and the demo player). */
  postsEvents: boolean;
  /** The setting "fallbackSeconds". */
  seconds: number;
}

/**
 * Notices a server that is not responding: its frame has not loaded within `seconds`, or it
 * posts player events and has posted none within `seconds` of loading.
 */
export function useServerFallback({ src, postsEvents, seconds }: FallbackOptions) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const signalledRef = useRef<string | null>(null);

  useEffect(() => {
    if (!src || loadedSrc === src) return;
    const timer = window.setTimeout(() => setFailedSrc(src), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [src, loadedSrc, seconds]);

  useEffect(() => {
    if (!src || loadedSrc !== src || !postsEvents) return;
    const timer = window.setTimeout(() => {
      if (signalledRef.current !== src) setFailedSrc(src);
    }, seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [src, loadedSrc, postsEvents, seconds]);

  const onLoad = useCallback(() => setLoadedSrc(src), [src]);
  const onSignal = useCallback(() => {
    signalledRef.current = src;
    setFailedSrc((failed) => (failed === src ? null : failed));
  }, [src]);

  return { failed: src !== null && failedSrc === src, onLoad, onSignal };
}
