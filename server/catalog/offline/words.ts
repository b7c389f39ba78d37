import { GENRE_NAMES } from './genre-names.ts';
import type { CatalogLanguage } from './catalog-language.ts';

/**
 * The words the offline catalogue writes itself ("Season N", "Episode N", the one-line season
 * and episode overviews, and the genre names of ./genre-names.ts) in the app's six languages,
 * chosen by `language=` as the live service does. Titles, names and the films' and series'
 * overviews stay in the language of their source (docs/catalog.md).
 */
interface Words {
  other: string;
  season: (n: number) => string;
  episode: (n: number) => string;
  seasonOverview: (n: number, title: string, year: number) => string;
  episodeOverview: (n: number, season: number, title: string) => string;
}

const WORDS: Record<CatalogLanguage, Words> = {
  en: {
    other: 'Other',
    season: (n) => `Season ${n}`,
    episode: (n) => `Episode ${n}`,
    seasonOverview: (n, title, year) => `Season ${n} of ${title}, first aired in ${year}.`,
    episodeOverview: (n, s, title) => `Episode ${n} of season ${s} of ${title}.`,
  },
  es: {
    other: 'Otros',
    season: (n) => `Temporada ${n}`,
    episode: (n) => `Episodio ${n}`,
    seasonOverview: (n, title, year) => `Temporada ${n} de ${title}, estrenada en ${year}.`,
    episodeOverview: (n, s, title) => `Episodio ${n} de la temporada ${s} de ${title}.`,
  },
  fr: {
    other: 'Autre',
    season: (n) => `Saison ${n}`,
    episode: (n) => `Épisode ${n}`,
    seasonOverview: (n, title, year) =>
      `Saison ${n} de ${title}, diffusée pour la première fois en ${year}.`,
    episodeOverview: (n, s, title) => `Épisode ${n} de la saison ${s} de ${title}.`,
  },
  de: {
    other: 'Sonstiges',
    season: (n) => `Staffel ${n}`,
    episode: (n) => `Folge ${n}`,
    seasonOverview: (n, title, year) => `Staffel ${n} von ${title}, erstmals ausgestrahlt ${year}.`,
    episodeOverview: (n, s, title) => `Folge ${n} der Staffel ${s} von ${title}.`,
  },
  ja: {
    other: 'その他',
    season: (n) => `シーズン${n}`,
    episode: (n) => `第${n}話`,
    seasonOverview: (n, title, year) => `${title} シーズン${n}（${year}年に放送開始）。`,
    episodeOverview: (n, s, title) => `${title} シーズン${s} 第${n}話。`,
  },
  ko: {
    other: '기타',
    season: (n) => `시즌 ${n}`,
    episode: (n) => `${n}화`,
    seasonOverview: (n, title, year) => `${title} 시즌 ${n}, ${year}년 첫 방영.`,
    episodeOverview: (n, s, title) => `${title} 시즌 ${s}의 ${n}화.`,
  },
};

export const wordsIn = (language: CatalogLanguage): Words => WORDS[language];

/** A genre's name in `language` ("Other" in it for an id the service does not have). */
export const genreNameIn = (id: number, language: CatalogLanguage): string =>
  GENRE_NAMES[language][id] ?? WORDS[language].other;
