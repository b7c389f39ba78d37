import { vi } from 'vitest';

/**
 * Replaces `requestIdleCallback` (and its cancel) with a queue the test runs by hand: the
 * returned function runs every idle callback still asked for, then empties the queue. Undone by
 * `vi.unstubAllGlobals()`.
 */
export function stubIdle(): () => void {
  const pending = new Map<number, () => void>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (run: () => void) => {
    next += 1;
    pending.set(next, run);
    return next;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => pending.delete(id));
  return () => {
    for (const run of pending.values()) run();
    pending.clear();
  };
}
