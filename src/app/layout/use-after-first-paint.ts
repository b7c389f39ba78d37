import { useEffect, useState } from 'react';

/** False for the first render, true once the browser is idle after it. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setPainted(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setPainted(true), 1);
    return () => window.clearTimeout(id);
  }, []);
  return painted;
}
