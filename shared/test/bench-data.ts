/**
 * Synthetic personal data shaped like what Reelbeat stores, for the benches (bench/, and the
 * pages in bench/app/ that run the app's own modules): library entries (catalogue items plus
 * addedAt) and songs (the music service's song shape). Names are numbered so a test can find a given row on screen.
 */
export function libraryEntries(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: 100_000 + i,
    type: i % 3 === 0 ? ('tv' as const) : ('movie' as const),
    title: `Bench Title ${String(i + 1).padStart(5, '0')}`,
    overview:
      'A synthetic catalogue entry used to measure how long storage takes to read and write.',
    posterPath: `/poster-${i}.jpg`,
    backdropPath: `/backdrop-${i}.jpg`,
    voteAverage: (i % 100) / 10,
    releaseDate: '2024-05-01',
    genreIds: [28, 12, 878],
    popularity: 1000 - (i % 1000),
    addedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
  }));
}

export const benchSongName = (index: number) => `Bench Song ${String(index + 1).padStart(5, '0')}`;

/** A song's art as the music service lists it: one address per size. */
export type BenchCover = { quality: string; url: string }[];

/**
 * Songs as Reelbeat stores them (its own shape), numbered from 1: ids `${prefix}-1`, `${prefix}-2`…
 * on 50 albums and 40 artists. `covers`: art that a server answers, taken in turn (a page that
 * shows the songs then loads real pictures); without it, 50 addresses that no server answers.
 */
export function storedSongs(count: number, prefix = 'bench', covers?: readonly BenchCover[]) {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i + 1}`,
    name: benchSongName(i),
    year: '2024',
    duration: 120 + (i % 180),
    language: 'english',
    album: { id: `bench-album-${i % 50}`, name: `Bench Album ${i % 50}` },
    artists: { primary: [{ id: `bench-artist-${i % 40}`, name: `Bench Artist ${i % 40}` }] },
    image: covers?.length
      ? covers[i % covers.length]!
      : [
          { quality: '50x50', url: `/api/music/cover/bench-${i % 50}.svg?size=50` },
          { quality: '500x500', url: `/api/music/cover/bench-${i % 50}.svg?size=500` },
        ],
    downloadUrl: [{ quality: '160kbps', url: `/api/music/audio/bench-${i + 1}.wav` }],
  }));
}

/** The same songs as the music service sends them: a `type` and an album link besides. */
export function songs(count: number, covers?: readonly BenchCover[]) {
  return storedSongs(count, 'bench', covers).map(({ album, ...song }) => ({
    ...song,
    type: 'song',
    album: { ...album, url: null },
  }));
}

export const BENCH_PLAYLIST_ID = 'bench-5000';

export function playlist(songCount: number, covers?: readonly BenchCover[]) {
  return {
    id: BENCH_PLAYLIST_ID,
    name: `Bench ${songCount} songs`,
    description: 'Synthetic playlist for the long-list benchmark',
    createdAt: '2025-01-01T00:00:00.000Z',
    songs: songs(songCount, covers),
    isDownloaded: false,
    downloadedSongs: [] as string[],
    lastModified: '2025-01-01T00:00:00.000Z',
  };
}
