import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIndexedDb } from '@/test/fake-idb';
import { mediaItem } from '@/test/media-fixtures';
import { song } from '@/test/song-fixtures';
import { getDb } from '@/lib/storage/idb/database';
import { readRows } from '@/lib/storage/idb/records-db';
import { ensureProfiles, newStamp } from '@/lib/storage/records';
import { createProfile, listProfiles, profileKeys } from '@/lib/storage/records/profiles';
import { libraryList } from '@/lib/storage/video-lists/list-storage';
import { settingsView } from '@/lib/settings/settings-records';
import { layerSource } from './layer-source';

const entry = (id: number, title: string) =>
  mediaItem({ id, title, addedAt: '2026-11-01T00:00:00.000Z' });

beforeEach(async () => {
  await resetIndexedDb();
  ensureProfiles();
});

describe('the personal-data layer as what sync carries', () => {
  it('finds every profile\u2019s syncable records and the profiles, never a device-only one', async () => {
    libraryList.collection().put('movie:603', entry(603, 'The Matrix'));
    settingsView.collection().write([
      { id: 'theme', value: 'light' },
      { id: 'volume', value: 0.3 },
    ]);
    const rids = (await layerSource().scan(null)).map((i) => i.rid);
    expect(rids).toContain('main/library/movie:603');
    expect(rids).toContain('main/settings/theme');
    expect(rids).toContain('~/profiles/main');
    expect(rids).not.toContain('main/settings/volume');
    const later = await layerSource().scan(newStamp());
    expect(later).toEqual([]);
  });

  it('takes in records from elsewhere by stamp, in local storage and IndexedDB, and refuses what fails its check', async () => {
    const source = layerSource();
    const refused = await source.apply([
      {
        rid: 'main/library/movie:7',
        record: { id: 'movie:7', stamp: newStamp(), value: entry(7, 'Se7en') },
      },
      {
        rid: 'main/library/movie:8',
        record: { id: 'movie:8', stamp: newStamp(), value: { title: 1 } },
      },
      { rid: 'main/settings/volume', record: { id: 'volume', stamp: newStamp(), value: 1 } },
      { rid: 'main/unknownList/x', record: { id: 'x', stamp: newStamp(), value: 1 } },
      { rid: 'main/musicFavorites/s1', record: { id: 's1', stamp: newStamp(), value: song('s1') } },
    ]);
    expect([...refused].sort()).toEqual([
      'main/library/movie:8',
      'main/settings/volume',
      'main/unknownList/x',
    ]);
    expect(libraryList.collection().get('movie:7')?.title).toBe('Se7en');
    const rows = await readRows((await getDb())!, 'main', 'musicFavorites');
    expect(rows.map((r) => r.id)).toEqual(['s1']);
    // An older version from elsewhere does not replace the newer one here.
    libraryList.collection().put('movie:7', entry(7, 'Seven, renamed'));
    await source.apply([
      {
        rid: 'main/library/movie:7',
        record: { id: 'movie:7', stamp: '000000001-0000-aaaaaaaa0000', value: entry(7, 'Old') },
      },
    ]);
    expect(libraryList.collection().get('movie:7')?.title).toBe('Seven, renamed');
  });

  it('a profile deleted on another device goes here with its lists, as a deletion made here does', async () => {
    const source = layerSource();
    const made = createProfile({ name: 'Kids' });
    if (!made.ok) throw new Error('no second profile');
    const kids = made.profile.id;
    const record = (list: string, id: string, value: unknown) => ({
      rid: `${kids}/${list}/${id}`,
      record: { id, stamp: newStamp(), value },
    });
    await source.apply([
      record('library', 'movie:7', entry(7, 'Se7en')),
      record('musicFavorites', 's1', song('s1')),
    ]);
    expect(profileKeys(kids).length).toBeGreaterThan(0);
    expect(await readRows((await getDb())!, kids, 'musicFavorites')).toHaveLength(1);

    const refused = await source.apply([
      { rid: `~/profiles/${kids}`, record: { id: kids, stamp: newStamp(), value: null } },
      record('library', 'movie:8', entry(8, 'Heat')),
      record('musicFavorites', 's2', song('s2')),
    ]);
    expect(listProfiles().map((p) => p.id)).toEqual(['main']);
    expect(profileKeys(kids)).toEqual([]);
    expect(await readRows((await getDb())!, kids, 'musicFavorites')).toEqual([]);
    expect([...refused].sort()).toEqual([`${kids}/library/movie:8`, `${kids}/musicFavorites/s2`]);
    // Later records of the deleted profile are not taken in either.
    expect(await source.apply([record('library', 'movie:9', entry(9, 'Ronin'))])).toEqual(
      new Set([`${kids}/library/movie:9`]),
    );
    expect(profileKeys(kids)).toEqual([]);
  });

  it('opened before the page\u2019s start-up ran, it makes the first profile and carries the data kept before profiles', async () => {
    // A fresh page: no profile yet, favorites under the key kept before profiles, nothing opened.
    localStorage.clear();
    localStorage.setItem(
      'reelbeat_favorites',
      JSON.stringify({ v: 1, data: [entry(550, 'Fight Club')] }),
    );
    vi.resetModules();
    const { layerSource: fresh } = await import('./layer-source');
    const { withLock } = await import('@/lib/storage/records');
    const source = fresh();
    source.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await withLock('migrate', () => undefined);
    const rids = (await source.scan(null)).map((i) => i.rid);
    expect(rids).toContain('~/profiles/main');
    expect(rids).toContain('main/favorites/movie:550');
  });
});
