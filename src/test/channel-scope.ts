/**
 * Node's `BroadcastChannel` reaches every worker thread of the process, and the unit tests run
 * their files side by side in worker threads: a file's collection heard another file's writes
 * as if another tab had made them (a playlist gained a song of a test in another file). Each
 * test file's channels get a name of their own, so "another tab" is only what a test posts.
 */
export function scopeBroadcastChannels(): void {
  const Shared = globalThis.BroadcastChannel;
  if (typeof Shared !== 'function') return;
  const scope = crypto.randomUUID();
  globalThis.BroadcastChannel = class FileChannel extends Shared {
    constructor(name: string) {
      super(`${scope}:${name}`);
    }
  } as typeof BroadcastChannel;
}
