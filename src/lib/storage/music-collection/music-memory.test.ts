import { beforeEach, describe, expect, it } from 'vitest';
import { song } from '@/test/song-fixtures';
import { newStamp, resetDevice } from '../records/device';
import { musicSpecs } from './music-specs';
import { MusicMemory } from './music-memory';

/** A stamp of a device whose clock runs `ms` ahead of this one. */
const ahead = (ms: number) =>
  `${(Date.now() + ms).toString(36).padStart(9, '0')}-0000-otherdevice0`;
const empty = () => ({ favorites: [], recent: [], downloads: [], playlists: [], stats: new Map() });

beforeEach(() => {
  localStorage.clear();
  resetDevice();
});

describe("this page's clock and the music records it takes in", () => {
  it('stamps the next edit above a stored record from a clock ahead', () => {
    const liked = { id: 'a', stamp: ahead(5 * 60_000), value: song('a') };
    new MusicMemory({ ...empty(), favorites: [liked] });
    expect(newStamp() > liked.stamp).toBe(true);
  });

  it("stamps the next edit above another tab's record, and above a playlist's songs read later", () => {
    const memory = new MusicMemory(empty());
    const liked = { id: 'a', stamp: ahead(60_000), value: song('a') };
    memory.apply([{ c: musicSpecs.favorites.name, record: liked }]);
    expect(newStamp() > liked.stamp).toBe(true);
    const added = { id: 'p1/b', stamp: ahead(120_000), value: song('b') };
    memory.setSongs('p1', [added]);
    expect(newStamp() > added.stamp).toBe(true);
  });
});
