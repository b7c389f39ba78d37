interface SchedulerLike {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer input, and resumes in a new one:
 * `scheduler.yield()` where the browser has it (the continuation keeps its place in the queue),
 * else a zero timeout. Start-up work split this way runs as several short tasks instead of one
 * long one, which is what Total Blocking Time and a tap on a busy phone both feel.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerLike }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
