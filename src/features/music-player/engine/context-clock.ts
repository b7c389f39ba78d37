/**
 * Waits on the audio context's time, told by the active branch's tap on every block it hears:
 * that clock keeps running in background tabs, where timers are throttled.
 */
export class ContextClock {
  private waiters: { at: number; resolve: () => void }[] = [];

  constructor(private readonly context: BaseAudioContext) {}

  /** Resolves at a context time. */
  waitUntil(at: number) {
    return new Promise<void>((resolve) => {
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        resolve();
      };
      this.waiters.push({ at, resolve: finish });
      // Should the context stop (a closed device), a timer still ends the wait.
      setTimeout(finish, (at - this.context.currentTime) * 1000 + 500);
    });
  }

  /** A block was heard: resolves the waits that are due. */
  tick() {
    const now = this.context.currentTime;
    const due = this.waiters.filter((w) => w.at <= now);
    this.waiters = this.waiters.filter((w) => w.at > now);
    for (const waiter of due) waiter.resolve();
  }
}
