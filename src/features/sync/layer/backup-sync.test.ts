import { beforeEach, describe, expect, it } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { mediaItem } from '@/test/media-fixtures';
import { ensureProfiles } from '@/lib/storage/records';
import { libraryList } from '@/lib/storage/video-lists/list-storage';
import { applyImport, forgetUndo, undoImport } from '@/features/backup/model/apply';
import { buildBackup } from '@/features/backup/model/backup-file';
import { planImport } from '@/features/backup/model/plan';
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
  forgetUndo();
  ensureProfiles();
});

const entry = mediaItem({ id: 1, title: 'Backed up', addedAt: '2026-11-01T00:00:00.000Z' });

describe('a backup imported into a synced profile', () => {
  it('syncs what the import changed, and its Undo undoes it on the other device too', async () => {
    const keys = await deriveKeys(newSyncKey());
    const api = () => syncApi(server().origin, keys.auth);
    const here = createEngine({ keys, api: api(), source: layerSource(), state: memoryState() });
    const other = memorySource();
    const there = createEngine({ keys, api: api(), source: other, state: memoryState() });
    const onOther = () => other.items.get('main/library/movie:1')?.record.value;

    libraryList.collection().put('movie:1', entry);
    const file = buildBackup(new Date('2026-11-02T00:00:00Z'), '0.1.0');
    libraryList.collection().remove('movie:1');
    await here.sync();
    await there.sync();
    expect(other.items.get('main/library/movie:1')?.record.value).toBeNull();

    const plan = planImport(file.data as Parameters<typeof planImport>[0]);
    expect((await applyImport(plan, 'replace')).ok).toBe(true);
    expect(libraryList.collection().get('movie:1')?.title).toBe('Backed up');
    await here.sync();
    await there.sync();
    expect(onOther()).toMatchObject({ title: 'Backed up' });

    expect((await undoImport()).ok).toBe(true);
    expect(libraryList.collection().get('movie:1')).toBeUndefined();
    await here.sync();
    await there.sync();
    expect(onOther()).toBeNull();
  }, 30_000);
});
