import { deriveKeys } from '@/features/sync/crypto/keys';
import { syncApi } from '@/features/sync/engine/api';
import { createEngine } from '@/features/sync/engine/engine';
import { memorySource } from '@/features/sync/engine/memory-source-fixtures';
import { memoryState } from '@/features/sync/engine/state';
import { firstSyncItems } from '@/features/sync/engine/large-library';

const key = Uint8Array.from({ length: 16 }, (_, i) => (i * 37 + 11) & 255);

/** What the joining device's step answers. */
export interface JoinStep {
  ms: number;
  records: number;
  /** What the space counts against its quota, in MB. */
  spaceMb: number;
}

/**
 * Two devices of one phrase against the server at `origin` ('' for the page's own), each the
 * engine the app runs (`createEngine`: the same sealing, batching and merging) over records in
 * memory. `upload`: the first device's first sync of the large library; `join`: then a
 * second device's first sync, which downloads, opens and merges all of it. Each is timed alone.
 */
export function firstSyncBench(origin: string) {
  const items = firstSyncItems();
  return {
    async upload() {
      const keys = await deriveKeys(key);
      const source = memorySource(items);
      const engine = createEngine({
        keys,
        api: syncApi(origin, keys.auth),
        source,
        state: memoryState(),
      });
      const started = performance.now();
      const { pushed } = await engine.sync();
      const ms = performance.now() - started;
      if (pushed !== items.length) throw new Error(`uploaded ${pushed} of ${items.length}`);
      return { ms, records: pushed };
    },
    async join(): Promise<JoinStep> {
      const keys = await deriveKeys(key);
      const joining = memorySource();
      const engine = createEngine({
        keys,
        api: syncApi(origin, keys.auth),
        source: joining,
        state: memoryState(),
      });
      const started = performance.now();
      await engine.sync();
      const ms = performance.now() - started;
      if (joining.items.size !== items.length)
        throw new Error(`the joining device took in ${joining.items.size} of ${items.length}`);
      const usage = (await (
        await fetch(`${origin}/api/sync/space`, {
          headers: { authorization: `Bearer ${keys.auth}` },
        })
      ).json()) as { bytes: number };
      return { ms, records: joining.items.size, spaceMb: usage.bytes / (1024 * 1024) };
    },
  };
}
