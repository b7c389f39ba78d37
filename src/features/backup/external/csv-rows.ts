import Papa from 'papaparse';
import { t } from '@/lib/i18n';
import { cleanTitle, imdbIdOf, isoOf, yearOf, type ExternalList, type ExternalRow } from './rows';

type Record_ = Record<string, string | undefined>;

const TV_TYPES = new Set(['tvseries', 'tvminiseries', 'tv', 'show', 'series', 'tv series']);

function typeOf(value: string | undefined): 'movie' | 'tv' | null {
  const v = (value ?? '').trim().toLowerCase();
  if (!v) return null;
  return TV_TYPES.has(v) ? 'tv' : 'movie';
}

function listFromName(name: string, fallback: ExternalList): ExternalList {
  const base = name.toLowerCase().split('/').pop() ?? '';
  if (base.startsWith('watchlist')) return 'watchlist';
  if (base.startsWith('ratings')) return 'rating';
  if (base.startsWith('watched') || base.startsWith('diary')) return 'watched';
  return fallback;
}

const numberOf = (value: string | undefined) => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) ? n : null;
};

/** Letterboxd: Date, Name, Year, Letterboxd URI (+ Rating out of 5); films only. */
function letterboxd(r: Record_, list: ExternalList, source: string): ExternalRow {
  const stars = numberOf(r.Rating);
  return {
    list: stars !== null && list !== 'watchlist' ? 'rating' : list,
    title: cleanTitle(r.Name),
    year: yearOf(r.Year),
    type: 'movie',
    imdbId: null,
    tmdbId: null,
    rating: stars === null ? null : stars * 2,
    date: isoOf(r.Date),
    source,
  };
}

/** IMDb: a ratings export (Your Rating) or a list/watchlist export (Position, Created). */
function imdb(r: Record_, source: string): ExternalRow {
  const rating = numberOf(r['Your Rating']);
  return {
    list: rating !== null ? 'rating' : 'watchlist',
    title: cleanTitle(r.Title ?? r['Original Title']),
    year: yearOf(r.Year ?? r['Release Date']),
    type: typeOf(r['Title Type']),
    imdbId: imdbIdOf(r.Const),
    tmdbId: null,
    rating,
    date: isoOf(r['Date Rated'] ?? r.Created),
    source,
  };
}

/** The plain format: title, year, type (movie or tv); rows go to My Library. */
function plain(r: Record_, source: string): ExternalRow {
  return {
    list: 'watchlist',
    title: cleanTitle(r.title ?? r.Title),
    year: yearOf(r.year ?? r.Year),
    type: typeOf(r.type ?? r.Type),
    imdbId: imdbIdOf(r.imdb_id ?? r.imdb),
    tmdbId: null,
    rating: null,
    date: null,
    source,
  };
}

export type CsvRows = { ok: true; rows: ExternalRow[] } | { ok: false; error: string };

/** Reads one CSV of a known kind (told apart by its header) into rows. */
export function csvRows(text: string, source: string): CsvRows {
  const parsed = Papa.parse<Record_>(text, { header: true, skipEmptyLines: 'greedy' });
  const fields = parsed.meta.fields ?? [];
  const has = (f: string) => fields.includes(f);
  let toRow: (r: Record_) => ExternalRow;
  if (has('Letterboxd URI') || (has('Name') && has('Year'))) {
    const list = listFromName(source, has('Rating') ? 'rating' : 'watched');
    toRow = (r) => letterboxd(r, list, source);
  } else if (has('Const')) toRow = (r) => imdb(r, source);
  else if (fields.some((f) => f.toLowerCase() === 'title')) toRow = (r) => plain(r, source);
  else {
    return { ok: false, error: t('backup.error.csvHeader', { file: source }) };
  }
  return { ok: true, rows: parsed.data.map(toRow) };
}
