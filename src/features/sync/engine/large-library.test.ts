import { expect, it } from 'vitest';
import { deriveKeys } from '../crypto/keys';
import { newSyncKey } from '../crypto/phrase';
import { syncApi } from './api';
import { createEngine } from './engine';
import { firstSyncItems } from './large-library';
import { memorySource } from './memory-source-fixtures';
import { memoryState } from './state';
import { syncServerForFile } from './sync-server-fixtures';

const server = syncServerForFile();

it('a large library (10 000 titles, 100 playlists × 500 songs) fits the default quota twice over', async () => {
  const keys = await deriveKeys(newSyncKey());
  const api = syncApi(server().origin, keys.auth);
  const items = firstSyncItems();
  const engine = createEngine({ keys, api, source: memorySource(items), state: memoryState() });
  expect((await engine.sync()).pushed).toBe(60_000);
  const usage = (await (
    await fetch(`${server().origin}/api/sync/space`, {
      headers: { authorization: `Bearer ${keys.auth}` },
    })
  ).json()) as { records: number; bytes: number; quotaBytes: number };
  expect(usage.records).toBe(60_000);
  // About 20 MB: the library may double (and leave tombstones behind) before the quota refuses.
  expect(usage.bytes).toBeLessThan(usage.quotaBytes / 2);
}, 180_000);
