import { useCallback, useEffect, useRef, useState } from 'react';

export const COPY_CONFIRMATION_MS = 2000;

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard and reports 'copied' (or 'failed') for two seconds. */
export function useCopyText() {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    let next: CopyStatus = 'copied';
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.warn('[reelbeat] copy to clipboard failed:', error);
      next = 'failed';
    }
    setStatus(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), COPY_CONFIRMATION_MS);
  }, []);

  return { status, copy };
}
