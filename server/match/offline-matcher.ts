import type { Catalog, Title } from '../catalog/offline/catalog.ts';
import { backdropPath, posterPath } from '../catalog/offline/shapes.ts';
import { fold } from '../catalog/offline/util.ts';
import type { MediaItem } from '../../shared/catalog/media-item.ts';
import { miss, type Matcher, type MatchOutcome, type MatchRow } from './shapes.ts';

const yearOf = (t: Title) => Number(t.releaseDate.slice(0, 4));

export const offlineItem = (t: Title): MediaItem => ({
  id: t.id,
  type: t.type,
  title: t.title,
  overview: t.overview,
  posterPath: posterPath(t),
  backdropPath: backdropPath(t),
  voteAverage: t.voteAverage,
  releaseDate: t.releaseDate || null,
  genreIds: t.genreIds,
  popularity: t.popularity,
});

/**
 * Matches against the built-in catalogue: by its id when the row carries one, else by folded
 * title (year exact, then one year either side, for release-date differences between services).
 */
export function offlineMatcher(catalog: Catalog): Matcher {
  const byTitle = new Map<string, Title[]>();
  for (const t of catalog.titles.values()) {
    const list = byTitle.get(t.key);
    if (list) list.push(t);
    else byTitle.set(t.key, [t]);
  }

  function one(row: MatchRow): MatchOutcome {
    if (row.tmdbId) {
      const types = row.type ? [row.type] : (['movie', 'tv'] as const);
      for (const type of types) {
        const t = catalog.titles.get(`${type}:${row.tmdbId}`);
        if (t) return { item: offlineItem(t), reason: null };
      }
    }
    if (!row.title) {
      return miss(row.imdbId ? 'IMDb id not in the offline catalogue' : 'The row has no title');
    }
    const all = (byTitle.get(fold(row.title)) ?? []).filter(
      (t) => !row.type || t.type === row.type,
    );
    if (all.length === 0) return miss('No title with this name in the catalogue');
    if (!row.year) return { item: offlineItem(all[0]!), reason: null };
    const exact = all.find((t) => yearOf(t) === row.year);
    const near = exact ?? all.find((t) => Math.abs(yearOf(t) - row.year!) <= 1);
    return near
      ? { item: offlineItem(near), reason: null }
      : miss(`No title with this name from ${row.year}`);
  }

  return { match: async (rows) => rows.map(one) };
}
