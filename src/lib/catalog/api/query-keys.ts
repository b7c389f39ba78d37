import type { CatalogPreferences } from '@/lib/tmdb/preferences';
import type { MediaType } from '@/lib/tmdb/types';

/** The preferences that change what the service answers; part of every key so a change refetches. */
export type CatalogScope = Pick<
  CatalogPreferences,
  'language' | 'region' | 'includeAdult' | 'certification' | 'restriction'
>;

const scoped = (p: CatalogScope) =>
  [
    'catalog',
    {
      language: p.language,
      region: p.region,
      includeAdult: p.includeAdult,
      certification: p.certification,
      // A profile's ceiling: nothing cached under one profile's ceiling shows under another's.
      restriction: p.restriction,
    },
  ] as const;

/** The one key factory for catalogue queries: `catalogKeys.all` invalidates everything. */
export const catalogKeys = {
  all: ['catalog'] as const,
  status: () => ['catalog', 'status'] as const,
  trending: (p: CatalogScope) => [...scoped(p), 'trending'] as const,
  popular: (p: CatalogScope, type: MediaType) => [...scoped(p), 'popular', type] as const,
  topRated: (p: CatalogScope, type: MediaType | 'all') =>
    [...scoped(p), 'top-rated', type] as const,
  details: (p: CatalogScope, type: MediaType, id: number) =>
    [...scoped(p), 'details', type, id] as const,
  season: (p: CatalogScope, tvId: number, n: number) => [...scoped(p), 'season', tvId, n] as const,
  genres: (p: CatalogScope) => [...scoped(p), 'genres'] as const,
  discover: (
    p: CatalogScope,
    type: MediaType,
    genreId: number | null,
    originCountry: string | null,
  ) => [...scoped(p), 'discover', type, { genreId, originCountry }] as const,
  search: (p: CatalogScope, query: string) => [...scoped(p), 'search', query] as const,
};
