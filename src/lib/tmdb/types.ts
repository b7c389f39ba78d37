import type { Verdict } from '@shared/content-ratings/ceiling';
/**
 * Reelbeat's own catalogue types. The client normalises every catalogue-service response into
 * these, so components never read the service's raw field names.
 */
import type { MediaItem, MediaType } from '@shared/catalog/media-item';

export type { MediaItem, MediaType };

/** A usable catalogue id: a positive integer (route params like "undefined" are not). */
export const isValidId = (id: number | null | undefined): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id > 0;

export interface Genre {
  id: number;
  name: string;
}

export interface CastMember {
  id: number;
  name: string;
  character: string;
  profilePath: string | null;
}

export interface Video {
  key: string;
  name: string;
  site: string;
  type: string;
  official: boolean;
}

export interface SeasonSummary {
  id: number;
  name: string;
  seasonNumber: number;
  episodeCount: number;
  airDate: string | null;
  posterPath: string | null;
}

export interface Episode {
  id: number;
  seasonNumber: number;
  episodeNumber: number;
  name: string;
  overview: string;
  runtime: number | null;
  voteAverage: number;
  airDate: string | null;
  stillPath: string | null;
}

/** A language spoken in a title: its ISO 639-1 code when known and its English name. */
export interface SpokenLanguage {
  code: string | null;
  name: string;
}

export interface MediaDetails extends MediaItem {
  genres: Genre[];
  /** Minutes; for TV the first episode run time when known. */
  runtime: number | null;
  numberOfSeasons: number | null;
  status: string | null;
  tagline: string | null;
  productionCompanies: string[];
  spokenLanguages: SpokenLanguage[];
  cast: CastMember[];
  similar: MediaItem[];
  videos: Video[];
  /** Always "tt"-prefixed when present. */
  imdbId: string | null;
  seasons: SeasonSummary[];
  /** How the title stands under the profile's ceiling; null when no ceiling was asked for. */
  ceiling?: Verdict | null;
}

export interface Season {
  id: number;
  name: string;
  seasonNumber: number;
  overview: string;
  airDate: string | null;
  posterPath: string | null;
  episodes: Episode[];
}

export interface Paged<T> {
  page: number;
  totalPages: number;
  totalResults: number;
  results: T[];
}

/** The year of a release date ("2019-05-01" → 2019), or null. */
export function yearOf(date: string | null | undefined): number | null {
  const year = date ? Number.parseInt(date.slice(0, 4), 10) : Number.NaN;
  return Number.isFinite(year) ? year : null;
}
