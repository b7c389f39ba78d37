/**
 * A stand-in for `lib/startup/page-settled` that settles when the test says so:
 * `vi.mock('@/lib/startup/page-settled', () => import('@/test/page-settled-mock'))`, then `settlePage()`.
 */
const waiting = new Set<() => void>();

export function whenPageSettled(done: () => void): () => void {
  waiting.add(done);
  return () => waiting.delete(done);
}

/** Runs what waits for the page to settle, as the real page would once its first screen is in. */
export function settlePage(): void {
  const done = [...waiting];
  waiting.clear();
  for (const run of done) run();
}
