/**
 * Runs `run` at the page's next idle moment, at the latest after `timeoutMs` when one is given,
 * or in a task of its own where the browser has no idle callbacks. Returns the cancel function.
 */
export function whenIdle(run: () => void, timeoutMs?: number, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(
      run,
      timeoutMs === undefined ? undefined : { timeout: timeoutMs },
    );
    return () => win.cancelIdleCallback(handle);
  }
  const handle = win.setTimeout(run, 0);
  return () => win.clearTimeout(handle);
}
