import type { CatalogLanguage } from './catalog-language.ts';
import { genreNameIn } from './words.ts';

/** TMDB's official genre ids and English names (API-SHAPES §1.11). */
export const MOVIE_GENRES = [
  [28, 'Action'],
  [12, 'Adventure'],
  [16, 'Animation'],
  [35, 'Comedy'],
  [80, 'Crime'],
  [99, 'Documentary'],
  [18, 'Drama'],
  [10751, 'Family'],
  [14, 'Fantasy'],
  [36, 'History'],
  [27, 'Horror'],
  [10402, 'Music'],
  [9648, 'Mystery'],
  [10749, 'Romance'],
  [878, 'Science Fiction'],
  [10770, 'TV Movie'],
  [53, 'Thriller'],
  [10752, 'War'],
  [37, 'Western'],
].map(([id, name]) => ({ id: id as number, name: name as string }));

export const TV_GENRES = [
  [10759, 'Action & Adventure'],
  [16, 'Animation'],
  [35, 'Comedy'],
  [80, 'Crime'],
  [99, 'Documentary'],
  [18, 'Drama'],
  [10751, 'Family'],
  [10762, 'Kids'],
  [9648, 'Mystery'],
  [10763, 'News'],
  [10764, 'Reality'],
  [10765, 'Sci-Fi & Fantasy'],
  [10766, 'Soap'],
  [10767, 'Talk'],
  [10768, 'War & Politics'],
  [37, 'Western'],
].map(([id, name]) => ({ id: id as number, name: name as string }));

/** A type's genre list (API-SHAPES §1.11) with its names in `language`. */
export const genreList = (type: 'movie' | 'tv', language: CatalogLanguage) =>
  (type === 'movie' ? MOVIE_GENRES : TV_GENRES).map(({ id }) => ({
    id,
    name: genreNameIn(id, language),
  }));

/** vega-datasets "Major Genre" and "Creative Type" values → TMDB movie genre ids. */
export const MAJOR_GENRE_IDS: Record<string, number[]> = {
  Drama: [18],
  Comedy: [35],
  Musical: [10402],
  'Thriller/Suspense': [53],
  Adventure: [12],
  Action: [28],
  'Romantic Comedy': [10749, 35],
  Horror: [27],
  Western: [37],
  Documentary: [99],
  'Black Comedy': [35, 80],
  'Concert/Performance': [10402, 99],
};

export const CREATIVE_TYPE_IDS: Record<string, number[]> = {
  'Science Fiction': [878],
  'Historical Fiction': [36],
  Fantasy: [14],
  'Kids Fiction': [10751],
  'Super Hero': [28, 14],
  Factual: [99],
};

/** The dataset has no Animation genre; these directors made (almost) only animated features. */
export const ANIMATION_DIRECTORS = new Set([
  'John Lasseter',
  'Brad Bird',
  'Andrew Stanton',
  'Pete Docter',
  'Hayao Miyazaki',
  'Chris Wedge',
  'Don Bluth',
  'Henry Selick',
  'Ron Clements',
  'Gary Trousdale',
  'Eric Darnell',
  'Andrew Adamson',
  'Roger Allers',
]);
