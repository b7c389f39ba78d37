/**
 * At most one run per key at a time: whoever asks while a run is going shares its promise, and
 * the key is free again once the run settles (resolved or rejected).
 */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    /** How many runs are going. */
    get size() {
      return running.size;
    },
    /** The running promise for `key`, else the one `start` begins; `onJoin` when shared. */
    run(key: string, start: () => Promise<T>, onJoin?: () => void): Promise<T> {
      const current = running.get(key);
      if (current) {
        onJoin?.();
        return current;
      }
      const started = start().finally(() => running.delete(key));
      running.set(key, started);
      return started;
    },
  };
}
