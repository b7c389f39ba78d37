import type { MediaItem } from '../../lib/tmdb/types';

/** A catalogue item for tests; only the fields a test cares about need passing. */
export function mediaItem(overrides: Partial<MediaItem> & { id: number }): MediaItem {
  return {
    type: 'movie',
    title: `Title ${overrides.id}`,
    overview: '',
    posterPath: `/p${overrides.id}.jpg`,
    backdropPath: null,
    voteAverage: 7.25,
    releaseDate: '2020-01-02',
    genreIds: [],
    popularity: 1,
    ...overrides,
  };
}
