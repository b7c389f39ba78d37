import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ANIMATION_DIRECTORS, CREATIVE_TYPE_IDS, MAJOR_GENRE_IDS } from './genres.ts';
import { fnv1a } from '../../../shared/stable-random.ts';

/** One film as read from vega-datasets' movies.json, cleaned up. */
export interface FilmRecord {
  id: number;
  title: string;
  releaseDate: string;
  rating: number;
  votes: number;
  runtime: number | null;
  genreIds: number[];
  director: string | null;
  distributor: string | null;
  mpaa: string | null;
  source: string | null;
  majorGenre: string;
  budget: number;
  gross: number;
}

interface RawFilm {
  Title: string | number | null;
  'Release Date': string | null;
  'IMDB Rating': number | null;
  'IMDB Votes': number | null;
  'Running Time min': number | null;
  'Major Genre': string | null;
  'Creative Type': string | null;
  Director: string | null;
  Distributor: string | null;
  'MPAA Rating': string | null;
  Source: string | null;
  'Production Budget': number | null;
  'Worldwide Gross': number | null;
}

/** The dataset's accented titles were Latin-1 bytes read as Mac Roman; this maps them back. */
const MOJIBAKE: Record<string, string> = {
  È: 'é',
  '‡': 'à',
  Í: 'ê',
  '˘': 'ù',
  Ö: '…',
  Ω: '½',
  Û: 'ó',
  '‰': 'ä',
  Ë: 'è',
  '·': 'á',
  Ù: 'ô',
  Î: 'ë',
};
const fixText = (text: string) => text.replace(/[ÈÍ˘ÖΩÛ‰Ë·ÙÎ‡]/g, (c) => MOJIBAKE[c] ?? c);

/** "Charge of the Light Brigade, The" → "The Charge of the Light Brigade". */
const fixArticle = (title: string) => {
  const match = /^(.*), (The|A|An)$/.exec(title);
  return match ? `${match[2]} ${match[1]}` : title;
};

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** "Dec 31 2046" → "1946-12-31": the dataset stored some pre-1950 years a century late. */
function isoDate(value: string): string | null {
  const match = /^(\w{3}) (\d{2}) (\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = MONTHS.indexOf(match[1] ?? '') + 1;
  let year = Number(match[3]);
  if (month < 1) return null;
  if (year > 2012) year -= 100;
  return `${year}-${String(month).padStart(2, '0')}-${match[2]}`;
}

export function datasetPath(): string {
  const main = createRequire(import.meta.url).resolve('vega-datasets');
  return join(dirname(main), '..', 'data', 'movies.json');
}

export function loadFilms(path: string = datasetPath()): FilmRecord[] {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as RawFilm[];
  const films: FilmRecord[] = [];
  const usedIds = new Set<number>();
  const seen = new Set<string>();
  for (const row of raw) {
    if (row.Title === null || row['IMDB Rating'] === null || !row['Major Genre']) continue;
    const releaseDate = row['Release Date'] ? isoDate(row['Release Date']) : null;
    if (!releaseDate) continue;
    const title = fixArticle(fixText(String(row.Title)));
    const dedupe = `${title}|${releaseDate.slice(0, 4)}`;
    if (seen.has(dedupe)) continue;
    seen.add(dedupe);
    // Ids come from title and year, not position, so they survive changes to the filter above.
    let id = 10_000 + (fnv1a(dedupe) % 900_000);
    while (usedIds.has(id)) id += 1;
    usedIds.add(id);
    const director = row.Director ? fixText(row.Director) : null;
    const genreIds = new Set([
      ...(MAJOR_GENRE_IDS[row['Major Genre']] ?? []),
      ...(row['Creative Type'] ? (CREATIVE_TYPE_IDS[row['Creative Type']] ?? []) : []),
      ...(director && ANIMATION_DIRECTORS.has(director) ? [16] : []),
    ]);
    films.push({
      id,
      title,
      releaseDate,
      rating: row['IMDB Rating'],
      votes: row['IMDB Votes'] ?? 0,
      runtime: row['Running Time min'],
      genreIds: [...genreIds],
      director,
      distributor: row.Distributor,
      mpaa: row['MPAA Rating'],
      source: row.Source,
      majorGenre: row['Major Genre'],
      budget: row['Production Budget'] ?? 0,
      gross: row['Worldwide Gross'] ?? 0,
    });
  }
  return films;
}
