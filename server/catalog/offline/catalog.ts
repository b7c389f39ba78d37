import { loadFilms, type FilmRecord } from './films.ts';
import type { CatalogLanguage } from './catalog-language.ts';
import { genreNameIn } from './words.ts';
import { PeopleIndex, type CastEntry, type Person } from './people.ts';
import { SERIES, type SeriesRecord } from './series-data.ts';
import { SERIES_US_RATINGS } from './series-ratings.ts';
import { fold, round1, round3 } from './util.ts';

export type MediaType = 'movie' | 'tv';

/** One title of the offline catalogue, in a form the response builders read directly. */
export interface Title {
  id: number;
  type: MediaType;
  title: string;
  overview: string;
  releaseDate: string;
  voteAverage: number;
  voteCount: number;
  popularity: number;
  genreIds: number[];
  runtime: number | null;
  language: string;
  country: string;
  status: string;
  companies: string[];
  budget: number;
  revenue: number;
  director: Person | null;
  cast: CastEntry[];
  /**
   * The title's US rating: a film's MPAA rating from the data (G, PG, PG-13, R, NC-17, "Not
   * Rated", …), a series' TV rating (TV-Y … TV-MA, `series-ratings.ts`); null when unknown.
   */
  certification: string | null;
  seasons: { number: number; year: number; episodes: number }[];
  anime: boolean;
  /** Folded title for search. */
  key: string;
}

const year = (date: string) => Number(date.slice(0, 4));

function filmOverview(film: FilmRecord): string {
  const genre = film.majorGenre.toLowerCase().replace('/', ' and ');
  const parts = [`${film.title} is a ${year(film.releaseDate)} ${genre} film`];
  if (film.director) parts.push(` directed by ${film.director}`);
  if (film.source && film.source !== 'Original Screenplay') {
    parts.push(`, ${film.source.toLowerCase().replace('/', ' or ')}`);
  }
  let text = `${parts.join('')}.`;
  if (film.runtime) text += ` It runs ${Math.floor(film.runtime / 60)}h ${film.runtime % 60}m`;
  if (film.mpaa) text += `${film.runtime ? ' and is' : ' It is'} rated ${film.mpaa}`;
  return film.runtime || film.mpaa ? `${text}.` : text;
}

function fromFilm(film: FilmRecord, people: PeopleIndex): Title {
  // Vote counts span 10–500k; a log scale gives popularity values like the service's (~0–100).
  const popularity = round3(Math.log10(film.votes + 10) * 14 + film.rating);
  return {
    id: film.id,
    type: 'movie',
    title: film.title,
    overview: filmOverview(film),
    releaseDate: film.releaseDate,
    voteAverage: round1(film.rating),
    voteCount: film.votes,
    popularity,
    genreIds: film.genreIds,
    runtime: film.runtime,
    language: 'en',
    country: 'US',
    status: 'Released',
    companies: film.distributor ? [film.distributor] : [],
    budget: film.budget,
    revenue: film.gross,
    director: film.director ? people.intern(film.director, 'Directing') : null,
    certification: film.mpaa,
    // The source data names the director and no actors: the catalogue invents no people on
    // real films, so the cast stays empty and the detail page leaves its Cast row out.
    cast: [],
    seasons: [],
    anime: false,
    key: fold(film.title),
  };
}

function fromSeries(series: SeriesRecord): Title {
  const seasonsCount = series.seasons.length;
  const episodes = series.seasons.reduce((sum, s) => sum + s.episodes, 0);
  const popularity = round3(series.rating * 9 + Math.min(seasonsCount, 8) + (series.anime ? 4 : 0));
  return {
    id: series.id,
    type: 'tv',
    title: series.name,
    overview: series.overview,
    releaseDate: `${series.firstYear}-${String((series.id % 9) + 1).padStart(2, '0')}-${String((series.id % 27) + 1).padStart(2, '0')}`,
    voteAverage: series.rating,
    voteCount: Math.round(series.rating ** 3 * 20 + episodes * 7),
    popularity,
    genreIds: series.genreIds,
    runtime: series.runtime,
    language: series.language,
    country: series.country,
    status: series.status,
    companies: [series.network],
    budget: 0,
    revenue: 0,
    director: null,
    certification: SERIES_US_RATINGS[series.id] ?? null,
    cast: [],
    seasons: series.seasons.map((s, i) => ({ number: i + 1, ...s })),
    anime: series.anime,
    key: fold(series.name),
  };
}

const byPopularity = (a: Title, b: Title) => b.popularity - a.popularity || a.id - b.id;

/** Everything the offline routes read, built once at start-up. */
export interface Catalog {
  titles: Map<string, Title>;
  people: PeopleIndex;
  /** Per type, most popular first: the base of popular, discover and similar. */
  popular: Record<MediaType, Title[]>;
  topRated: Record<MediaType, Title[]>;
  trending: Record<MediaType, Title[]>;
  /** Per type and genre id, most popular first. */
  byGenre: Record<MediaType, Map<number, Title[]>>;
  /** Folded directors with their best-known films, for search/multi person results. */
  directors: { person: Person; key: string; knownFor: Title[] }[];
}

export const titleKey = (type: MediaType, id: number) => `${type}:${id}`;

export function buildCatalog(films: FilmRecord[] = loadFilms()): Catalog {
  const people = new PeopleIndex();
  const all = [...films.map((f) => fromFilm(f, people)), ...SERIES.map((s) => fromSeries(s))];
  const titles = new Map(all.map((t) => [titleKey(t.type, t.id), t]));
  const ofType = (type: MediaType) => all.filter((t) => t.type === type);
  const popular = {
    movie: ofType('movie').sort(byPopularity),
    tv: ofType('tv').sort(byPopularity),
  };
  // Few votes make a rating noise; the service's top rated also asks for a minimum count.
  const rated = (list: Title[]) =>
    list
      .filter((t) => t.voteCount >= 1000)
      .sort((a, b) => b.voteAverage - a.voteAverage || byPopularity(a, b));
  // "Trending" is popularity weighted towards recent titles: stable, and not the same as popular.
  const trendScore = (t: Title) =>
    t.popularity * (1 + Math.max(0, year(t.releaseDate) - 1990) / 20);
  const trend = (list: Title[]) =>
    [...list].sort((a, b) => trendScore(b) - trendScore(a) || a.id - b.id);
  const genreIndex = (list: Title[]) => {
    const index = new Map<number, Title[]>();
    for (const t of list) {
      for (const g of t.genreIds) {
        const bucket = index.get(g);
        if (bucket) bucket.push(t);
        else index.set(g, [t]);
      }
    }
    return index;
  };
  const directed = new Map<Person, Title[]>();
  for (const t of popular.movie) {
    if (!t.director) continue;
    const films = directed.get(t.director) ?? [];
    if (films.length < 3) films.push(t);
    directed.set(t.director, films);
  }
  const directors = [...directed].map(([person, knownFor]) => ({
    person,
    key: fold(person.name),
    knownFor,
  }));
  return {
    titles,
    people,
    popular,
    topRated: { movie: rated(popular.movie), tv: rated(popular.tv) },
    trending: { movie: trend(popular.movie), tv: trend(popular.tv) },
    byGenre: { movie: genreIndex(popular.movie), tv: genreIndex(popular.tv) },
    directors,
  };
}

export const describeGenres = (t: Title, language: CatalogLanguage = 'en') =>
  t.genreIds.map((id) => ({ id, name: genreNameIn(id, language) }));
