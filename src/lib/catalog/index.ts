/**
 * The catalogue's data layer, shared by every page that shows titles: query hooks, their option
 * factories and keys (one file per endpoint in `api/`), over the client in `src/lib/tmdb`.
 */
export { catalogKeys, type CatalogScope } from './api/query-keys';
export { useCatalogPrefs } from './api/use-catalog-preferences';
export {
  useCatalogStatus,
  catalogStatusQueryOptions,
  catalogConnectionMessage,
} from './api/get-catalog-status';
export { useTrending, trendingQueryOptions } from './api/get-trending';
export { usePopular, popularQueryOptions } from './api/get-popular';
export { useTopRated, topRatedQueryOptions } from './api/get-top-rated';
export { useMediaDetails, mediaDetailsQueryOptions } from './api/get-media-details';
export { isValidId } from '@/lib/tmdb/types';
export { useSeason, seasonQueryOptions } from './api/get-season';
export { useGenres, genresQueryOptions } from './api/get-genres';
export { genreNameMap, useGenreNames } from './api/genre-names';
export {
  useDiscover,
  useAnime,
  discoverQueryOptions,
  ANIME_GENRE_ID,
  type DiscoverFilter,
} from './api/get-discover';
export { useSearch, searchQueryOptions } from './api/get-search';
export type { PagedItems } from './api/paged-items';
export { CatalogError } from '../tmdb/client';
export type {
  MediaItem,
  MediaDetails,
  MediaType,
  Season,
  Episode,
  Genre,
  CastMember,
  Video,
  SeasonSummary,
  Paged,
} from '../tmdb/types';
