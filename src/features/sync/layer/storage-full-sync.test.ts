import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { mediaItem } from '@/test/media-fixtures';
import { ensureProfiles, newStamp } from '@/lib/storage/records';
import { libraryList } from '@/lib/storage/video-lists/list-storage';
import { deriveKeys } from '../crypto/keys';
import { newSyncKey } from '../crypto/phrase';
import { syncApi } from '../engine/api';
import { createEngine } from '../engine/engine';
import { memorySource } from '../engine/memory-source-fixtures';
import { memoryState } from '../engine/state';
import { syncServerForFile } from '../engine/sync-server-fixtures';
import { layerSource } from './layer-source';

const server = syncServerForFile();
beforeEach(async () => {
  await resetIndexedDb();
  ensureProfiles();
});

describe('a pull while this device\u2019s storage is full', () => {
  it('takes the records in once there is room again, instead of skipping them for good', async () => {
    const keys = await deriveKeys(newSyncKey());
    const api = () => syncApi(server().origin, keys.auth);
    const here = createEngine({ keys, api: api(), source: layerSource(), state: memoryState() });
    const other = memorySource([
      {
        rid: 'main/library/movie:7',
        record: {
          id: 'movie:7',
          stamp: newStamp(),
          value: mediaItem({ id: 7, title: 'Se7en', addedAt: '2026-11-01T00:00:00.000Z' }),
        },
      },
    ]);
    const there = createEngine({ keys, api: api(), source: other, state: memoryState() });
    await there.sync();

    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await here.sync().catch(() => undefined);
    expect(libraryList.collection().get('movie:7')).toBeUndefined();

    // Room again (the person cleared some space): the next sync brings the record in.
    full.mockRestore();
    await here.sync();
    expect(libraryList.collection().get('movie:7')?.title).toBe('Se7en');
  }, 30_000);
});
