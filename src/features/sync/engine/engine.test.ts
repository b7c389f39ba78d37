import { describe, expect, it } from 'vitest';
import { formatStamp } from '@/lib/storage/records/hlc';
import { legacyStamp } from '@/lib/storage/records/record';
import { syncServerForFile } from './sync-server-fixtures';
import { deriveKeys } from '../crypto/keys';
import { newSyncKey } from '../crypto/phrase';
import { syncApi } from './api';
import { createEngine } from './engine';
import { memorySource } from './memory-source-fixtures';
import { memoryState } from './state';
import type { SyncItem } from './types';

const server = syncServerForFile();

const stamp = (ms: number, node = 'aaaaaaaa0000') => formatStamp({ wall: ms, counter: 0, node });
const item = (rid: string, ms: number, value: unknown, node?: string): SyncItem => ({
  rid,
  record: { id: rid.split('/').slice(2).join('/'), stamp: stamp(ms, node), value },
});

async function device(key: Uint8Array, items: SyncItem[] = []) {
  const keys = await deriveKeys(key);
  const source = memorySource(items);
  const api = syncApi(server().origin, keys.auth);
  const engine = createEngine({ keys, api, source, state: memoryState() });
  const valueOf = (rid: string) => source.items.get(rid)?.record.value;
  return { keys, source, api, engine, valueOf };
}

// Stamps of now: a push looks at records stamped since its last scan.
const T = Date.now();

describe('the sync engine against the server', () => {
  it('carries records both ways, merges the same record by stamp and keeps both devices\u2019 playlist songs', async () => {
    const key = newSyncKey();
    const a = await device(key, [
      item('main/library/movie:603', T, { title: 'The Matrix' }),
      item('main/playlistSongs/p1/s1', T, { name: 'One' }),
      item('main/settings/theme', T, 'dark'),
    ]);
    const b = await device(key);
    expect((await b.engine.sync()).pulled).toBe(0);
    expect((await a.engine.sync()).pushed).toBe(3);
    expect((await b.engine.sync()).pulled).toBe(3);
    expect(b.valueOf('main/library/movie:603')).toEqual({ title: 'The Matrix' });

    // Both offline: each adds a song to the same playlist and changes the same setting.
    a.source.put(item('main/playlistSongs/p1/s2', T + 10, { name: 'Two' }, 'aaaaaaaa0000'));
    b.source.put(item('main/playlistSongs/p1/s3', T + 20, { name: 'Three' }, 'bbbbbbbb0000'));
    a.source.put(item('main/settings/theme', T + 30, 'light', 'aaaaaaaa0000'));
    b.source.put(item('main/settings/theme', T + 40, 'dark-blue', 'bbbbbbbb0000'));
    await a.engine.sync();
    await b.engine.sync(); // meets a conflict on theme: its own is newer and goes up
    await a.engine.sync();
    for (const d of [a, b]) {
      expect(d.valueOf('main/playlistSongs/p1/s2')).toEqual({ name: 'Two' });
      expect(d.valueOf('main/playlistSongs/p1/s3')).toEqual({ name: 'Three' });
      expect(d.valueOf('main/settings/theme')).toBe('dark-blue');
    }

    // A deletion travels as a tombstone.
    a.source.put(item('main/library/movie:603', T + 50, null));
    await a.engine.sync();
    await b.engine.sync();
    expect(b.source.items.get('main/library/movie:603')?.record.value).toBeNull();
  }, 30_000);

  it('an older version from a conflict never replaces a newer one here', async () => {
    const key = newSyncKey();
    const a = await device(key, [item('main/library/tv:1', T + 100, { v: 'new' })]);
    const b = await device(key, [item('main/library/tv:1', T, { v: 'old' })]);
    await a.engine.sync();
    await b.engine.sync(); // its base is 0: a conflict brings a's newer version, which wins
    expect(b.valueOf('main/library/tv:1')).toEqual({ v: 'new' });
    await a.engine.sync();
    expect(a.valueOf('main/library/tv:1')).toEqual({ v: 'new' });
  }, 30_000);

  it('refuses tampered or foreign data and keeps what it has', async () => {
    const key = newSyncKey();
    const a = await device(key, [item('main/favorites/movie:1', T, { title: 'Good' })]);
    const b = await device(key);
    await a.engine.sync();
    await b.engine.sync();
    const oid = await a.keys.recordId('main/favorites/movie:1');
    const foreign = await deriveKeys(newSyncKey());
    const forged = await foreign.seal(oid, {
      rid: 'main/favorites/movie:1',
      stamp: stamp(T + 999),
      value: { title: 'Forged' },
    });
    const { seq } = await b.api.changes(0).then((page) => page.records[0]!);
    expect(await b.api.write([{ id: oid, base: seq, data: forged }])).toMatchObject({ kind: 'ok' });
    const report = await b.engine.sync();
    expect(report.unreadable).toBe(1);
    expect(b.valueOf('main/favorites/movie:1')).toEqual({ title: 'Good' });
  }, 30_000);

  it('starts over from the first record when the space was deleted and made again (a new epoch)', async () => {
    const key = newSyncKey();
    const a = await device(key, [item('main/library/movie:7', T, { title: 'Seven' })]);
    const b = await device(key);
    await a.engine.sync();
    await b.engine.sync();
    const before = b.engine.position();
    await a.api.deleteSpace();
    const c = await device(key, [item('main/library/movie:8', T + 1, { title: 'Eight' })]);
    await c.engine.sync();
    await b.engine.sync();
    expect(b.engine.position().epoch).not.toBe(before.epoch);
    expect(b.valueOf('main/library/movie:8')).toEqual({ title: 'Eight' });
    // b's records went up again into the new space.
    await c.engine.sync();
    expect(c.valueOf('main/library/movie:7')).toEqual({ title: 'Seven' });
  }, 30_000);

  it('does not bring back what it uploaded, and still brings what another device wrote meanwhile', async () => {
    const key = newSyncKey();
    const a = await device(key, [
      item('main/library/movie:1', T, { title: 'One' }),
      item('main/library/movie:2', T, { title: 'Two' }),
      item('main/library/movie:3', T, { title: 'Three' }),
    ]);
    // The first device makes the space: its next sync has nothing to bring back.
    expect((await a.engine.sync()).pushed).toBe(3);
    expect(a.engine.position().cursor).toBe(3);
    expect((await a.engine.sync()).pulled).toBe(0);

    // Another device writes between this one's pull and its upload: its record is not skipped.
    const b = await device(key, [
      item('main/library/movie:9', T + 5, { title: 'Nine' }, 'bbbbbbbb0000'),
    ]);
    await b.engine.sync();
    a.source.put(item('main/library/movie:4', T + 10, { title: 'Four' }));
    const c = await device(key, [
      item('main/library/movie:8', T + 20, { title: 'Eight' }, 'cccccccc0000'),
    ]);
    const keys = await deriveKeys(key);
    const real = syncApi(server().origin, keys.auth);
    const api = {
      ...real,
      write: async (records: Parameters<typeof real.write>[0]) => {
        await c.engine.sync();
        return real.write(records);
      },
    };
    const state = memoryState();
    const engine = createEngine({ keys, api, source: a.source, state });
    await engine.sync();
    expect(a.valueOf('main/library/movie:9')).toEqual({ title: 'Nine' });
    expect((await engine.sync()).pulled).toBeGreaterThan(0);
    expect(a.valueOf('main/library/movie:8')).toEqual({ title: 'Eight' });
  }, 30_000);

  it('a first upload that fails goes again whole: records stamped before the last scan are not left behind', async () => {
    const key = newSyncKey();
    const keys = await deriveKeys(key);
    // Moved in while sync was not running: stamped long before this device's last scan.
    const source = memorySource([item('main/library/movie:9', T - 3_600_000, { title: 'Nine' })]);
    const state = memoryState();
    await state.save({ epoch: null, cursor: 0, scanned: stamp(T - 60_000), lastSync: null }, []);
    const real = syncApi(server().origin, keys.auth);
    let down = true;
    const api = {
      ...real,
      write: (records: Parameters<typeof real.write>[0]) =>
        down ? Promise.reject(new TypeError('Failed to fetch')) : real.write(records),
    };
    const engine = createEngine({ keys, api, source, state });
    await expect(engine.sync()).rejects.toThrow('Failed to fetch');
    down = false;
    expect((await engine.sync()).pushed).toBe(1);
    const b = await device(key);
    await b.engine.sync();
    expect(b.valueOf('main/library/movie:9')).toEqual({ title: 'Nine' });
  }, 30_000);

  it('two devices that moved the same old data in with different values end up with the same one', async () => {
    const key = newSyncKey();
    // Both kept settings before profiles: the same place gives both the same legacy stamp.
    const old = (value: string): SyncItem => ({
      rid: 'main/settings/theme',
      record: { id: 'theme', stamp: legacyStamp(3), value },
    });
    const a = await device(key, [old('dark')]);
    const b = await device(key, [old('light')]);
    await a.engine.sync();
    await b.engine.sync();
    await a.engine.sync();
    // Equal stamps: the greater value wins on every copy (storage README, rule 3).
    expect(b.valueOf('main/settings/theme')).toBe('light');
    expect(a.valueOf('main/settings/theme')).toBe('light');

    // The same, both uploading at once: the second meets the first's version as a conflict.
    for (let round = 0; round < 6; round += 1) {
      const key2 = newSyncKey();
      const x = await device(key2, [old(round % 2 ? 'light' : 'dark')]);
      const y = await device(key2, [old(round % 2 ? 'dark' : 'light')]);
      await Promise.all([x.engine.sync(), y.engine.sync()]);
      await x.engine.sync();
      await y.engine.sync();
      await x.engine.sync();
      expect([x.valueOf('main/settings/theme'), y.valueOf('main/settings/theme')]).toEqual([
        'light',
        'light',
      ]);
    }
  }, 60_000);
});
