import { deriveKeys } from '@/features/sync/crypto/keys';
import { syncApi } from '@/features/sync/engine/api';
import { createEngine } from '@/features/sync/engine/engine';
import { memorySource } from '@/features/sync/engine/memory-source';
import { memoryState } from '@/features/sync/engine/state';
import { firstSyncItems } from '@/features/sync/engine/large-library';

export interface FirstSyncResult {
  records: number;
  /** The first device's first sync: scan, seal, upload (engine.sync()). */
  uploadMs: number;
  /** A joining device's first sync: download, open, merge (engine.sync()). */
  joinMs: number;
  /** What the space counts against its quota, in MB. */
  spaceMb: number;
}

const key = Uint8Array.from({ length: 16 }, (_, i) => (i * 37 + 11) & 255);

/**
 * Two devices of one phrase against the server at `origin` ('' for the page's own), each the
 * engine the app runs (`createEngine`: the same sealing, batching and merging) over records in
 * memory: the first uploads the large library, then the second joins and takes it in.
 */
export async function measureFirstSync(origin: string): Promise<FirstSyncResult> {
  const keys = await deriveKeys(key);
  const api = syncApi(origin, keys.auth);
  const items = firstSyncItems();
  const first = createEngine({ keys, api, source: memorySource(items), state: memoryState() });
  const started = performance.now();
  const up = await first.sync();
  const uploadMs = performance.now() - started;
  if (up.pushed !== items.length) throw new Error(`uploaded ${up.pushed} of ${items.length}`);

  const joinKeys = await deriveKeys(key);
  const joining = memorySource();
  const second = createEngine({
    keys: joinKeys,
    api: syncApi(origin, joinKeys.auth),
    source: joining,
    state: memoryState(),
  });
  const joinStarted = performance.now();
  const down = await second.sync();
  const joinMs = performance.now() - joinStarted;
  if (down.pulled !== items.length || joining.items.size !== items.length)
    throw new Error(`the joining device took in ${joining.items.size} of ${items.length}`);
  const usage = (await (
    await fetch(`${origin}/api/sync/space`, { headers: { authorization: `Bearer ${keys.auth}` } })
  ).json()) as { bytes: number };
  return {
    records: items.length,
    uploadMs,
    joinMs,
    spaceMb: usage.bytes / (1024 * 1024),
  };
}
