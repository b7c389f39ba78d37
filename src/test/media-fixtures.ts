import type { MediaItem } from '@shared/catalog/media-item';

/**
 * A catalogue item for tests; only the fields a test cares about need passing. Fields beyond
 * MediaItem (`addedAt`, `progress`…) make the stored entry of a list.
 */
export function mediaItem<Extra extends object>(
  fields: { id: number } & Partial<MediaItem> & Extra,
): MediaItem & NoInfer<Extra> {
  return {
    type: 'movie',
    title: `Title ${fields.id}`,
    overview: '',
    posterPath: `/p${fields.id}.jpg`,
    backdropPath: null,
    voteAverage: 7.25,
    releaseDate: '2020-01-02',
    genreIds: [],
    popularity: 1,
    ...fields,
  };
}
