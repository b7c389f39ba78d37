/** One row of another service's export, before it is matched to the catalogue. */
export type ExternalList = 'watchlist' | 'watched' | 'rating';

export interface ExternalRow {
  list: ExternalList;
  title: string;
  year: number | null;
  type: 'movie' | 'tv' | null;
  imdbId: string | null;
  tmdbId: number | null;
  /** Rating out of 10, when the row is a rating. */
  rating: number | null;
  /** ISO time of the row (when added, watched or rated), when the file gives one. */
  date: string | null;
  /** Which file the row came from, for the unmatched list. */
  source: string;
}

/** Spec choice: 8/10 (4/5 stars) and above is a favourite. */
export const FAVORITE_RATING = 8;

export const yearOf = (value: unknown): number | null => {
  const n = Number(String(value ?? '').slice(0, 4));
  return Number.isInteger(n) && n >= 1870 && n <= 2100 ? n : null;
};

export const isoOf = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value.trim()) return null;
  const t = Date.parse(value);
  return Number.isFinite(t) ? new Date(t).toISOString() : null;
};

export const imdbIdOf = (value: unknown): string | null =>
  typeof value === 'string' && /^tt\d{5,10}$/.test(value.trim()) ? value.trim() : null;

export const cleanTitle = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/[<>]/g, '').trim().slice(0, 300) : '';
