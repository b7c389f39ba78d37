import { formatStamp } from '@/lib/storage/records/hlc';
import type { SyncItem } from './types';

/**
 * For the tests and the benchmark: the large library, 10 000 library entries and 100
 * playlists of 500 songs, shaped as the lists keep them (a song as the music service gives it,
 * with its three covers and its stream).
 */
export const LIBRARY = 10_000;
export const PLAYLISTS = 100;
export const SONGS = 500;

const stamp = (i: number) =>
  formatStamp({ wall: Date.now() - 60_000 + (i % 1000), counter: i % 97, node: 'a1b2c3d4e5f6' });

/** A library entry as the library list keeps one (a TMDB title's card fields). */
function libraryItem(i: number): SyncItem {
  const id = `movie:${100_000 + i}`;
  return {
    rid: `main/library/${id}`,
    record: {
      id,
      stamp: stamp(i),
      value: {
        id: 100_000 + i,
        type: 'movie',
        title: `A film called number ${i}`,
        posterPath: `/p${(i * 7919).toString(36)}x${i}.jpg`,
        backdropPath: null,
        voteAverage: (i % 90) / 10,
        releaseDate: `20${String(i % 25).padStart(2, '0')}-0${(i % 9) + 1}-1${i % 9}`,
        genreIds: [18, 28 + (i % 10)],
        addedAt: new Date(1_764_000_000_000 + i * 1000).toISOString(),
      },
    },
  };
}

/** A playlist song as the music collection keeps one (what the music API gives). */
function songItem(p: number, s: number): SyncItem {
  const n = p * SONGS + s;
  const id = `pl${p}/s${n.toString(36)}Xq${(n * 31).toString(36)}`;
  const song = n.toString(36);
  const image = (q: string) => ({
    quality: q,
    url: `https://c.saavncdn.com/${100 + (n % 900)}/Album-${song}-English-2020-${q}.jpg`,
  });
  return {
    rid: `main/playlistSongs/${id}`,
    record: {
      id,
      stamp: stamp(n),
      placed: stamp(n),
      value: {
        id: `s${song}Xq${(n * 31).toString(36)}`,
        name: `Song number ${n} (From a soundtrack)`,
        album: { id: `${20_000_000 + (n % 5000)}`, name: `Album ${n % 5000}` },
        year: String(1990 + (n % 35)),
        duration: 120 + (n % 240),
        language: 'english',
        image: ['50x50', '150x150', '500x500'].map(image),
        downloadUrl: [
          {
            quality: '320kbps',
            url: `https://aac.saavncdn.com/${100 + (n % 900)}/${(n * 7919).toString(16)}_320.mp4`,
          },
        ],
        artists: { primary: [{ id: `${400_000 + (n % 3000)}`, name: `Artist ${n % 3000}` }] },
      },
    },
  };
}

export function firstSyncItems(): SyncItem[] {
  const items: SyncItem[] = [];
  for (let i = 0; i < LIBRARY; i += 1) items.push(libraryItem(i));
  for (let p = 0; p < PLAYLISTS; p += 1)
    for (let s = 0; s < SONGS; s += 1) items.push(songItem(p, s));
  return items;
}
