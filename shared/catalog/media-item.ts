/** Whether a catalogue title is a film or a series. */
export type MediaType = 'movie' | 'tv';

/**
 * A title as it appears in lists, rows, grids and personal lists. The app normalises every
 * catalogue answer into this and stores it (library, backups); the server's import matching
 * answers with it, so the app stores a match as it comes.
 */
export interface MediaItem {
  id: number;
  type: MediaType;
  /** `title` for movies, `name` for TV. */
  title: string;
  overview: string;
  posterPath: string | null;
  backdropPath: string | null;
  voteAverage: number;
  /** `release_date` or `first_air_date`; null when the service sends "". */
  releaseDate: string | null;
  genreIds: number[];
  popularity: number;
}
