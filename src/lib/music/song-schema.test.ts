import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { isCanonicalSong } from './canonical-song';
import { normaliseSong } from './normalise';
import { rawSongSchema } from './schemas';
import { storedSongsSchema } from './song-schema';

/** The schema before its fast path: every song through rawSongSchema, then normalised. */
const reference = z.pipe(
  z.array(rawSongSchema),
  z.transform((list) => list.map(normaliseSong)),
);

const canonical = {
  id: 's1',
  name: 'Song',
  album: { id: 'a1', name: 'Album' },
  year: '2020',
  duration: 200,
  language: 'english',
  image: [{ quality: '500x500', url: 'https://img/1.jpg' }],
  downloadUrl: [{ quality: '320kbps', url: 'https://audio/1.mp4' }],
  artists: { primary: [{ id: 'r1', name: 'Artist' }] },
};

/** One field changed at a time: each either stays canonical or must take the schema's path. */
const variants: Record<string, unknown>[] = [
  canonical,
  { ...canonical, id: 7 },
  { ...canonical, name: null, title: 'From title' },
  { ...canonical, album: 'Album text' },
  { ...canonical, album: { id: '', name: null } },
  { ...canonical, album: { id: 3, name: 'x' } },
  { ...canonical, album: null },
  { ...canonical, album: undefined },
  { ...canonical, year: 2020 },
  { ...canonical, year: '' },
  { ...canonical, year: null },
  { ...canonical, duration: '200' },
  { ...canonical, duration: null },
  { ...canonical, language: '' },
  { ...canonical, image: 'https://img/bare.jpg' },
  { ...canonical, image: false },
  { ...canonical, image: [{ quality: 'q', link: 'https://old' }] },
  { ...canonical, image: [{ quality: 'q', url: '' }] },
  { ...canonical, downloadUrl: [{ url: 'https://no-quality' }] },
  { ...canonical, artists: { primary: [{ id: 5, title: 'Old' }] } },
  { ...canonical, artists: null, primaryArtists: 'A, B' },
  { ...canonical, primaryArtists: '' },
  { ...canonical, primaryArtists: [{ id: 'x', name: 'Y' }] },
  { ...canonical, singers: '' },
  { ...canonical, singers: 'S' },
  { ...canonical, localUrl: 'blob:x', downloadedAt: '2024-01-01', isDownloaded: true },
  { ...canonical, downloadedAt: '' },
  { ...canonical, isDownloaded: 'yes' },
  { ...canonical, extra: 'stripped by the schema' },
  { ...canonical, language: undefined },
  { id: 'g2', name: 'Old song', primaryArtists: 'Someone', downloadUrl: false },
  { ...canonical, replayGainDb: -4.2 },
  { ...canonical, replayGainDb: null },
];

describe('storedSongsSchema', () => {
  it('gives exactly what rawSongSchema + normaliseSong give, for every variant', () => {
    for (const song of variants) {
      const fast = storedSongsSchema.safeParse([song]);
      const slow = reference.safeParse([song]);
      expect(fast.success).toBe(slow.success);
      if (fast.success && slow.success) expect(fast.data).toEqual(slow.data);
    }
  });

  it('takes only songs already in the stored shape as they are', () => {
    expect(isCanonicalSong(canonical)).toBe(true);
    expect(isCanonicalSong(normaliseSong(rawSongSchema.parse(variants[20])))).toBe(true);
    expect(isCanonicalSong({ ...canonical, id: 7 })).toBe(false);
    expect(isCanonicalSong({ ...canonical, extra: 1 })).toBe(false);
    expect(isCanonicalSong({ ...canonical, replayGainDb: -4.2 })).toBe(true);
    expect(isCanonicalSong({ ...canonical, replayGainDb: null })).toBe(false);
    expect(isCanonicalSong({ ...canonical, album: undefined })).toBe(false);
  });

  it('reports an invalid song with the same path as before', () => {
    const list = [canonical, { ...canonical, id: { nested: true } }];
    const fast = storedSongsSchema.safeParse(list);
    const slow = reference.safeParse(list);
    expect(fast.success).toBe(false);
    expect(fast.error?.issues.map((i) => i.path)).toEqual(slow.error?.issues.map((i) => i.path));
    expect(fast.error?.issues[0]?.path).toEqual([1, 'id']);
  });
});
