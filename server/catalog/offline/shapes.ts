import type { Title } from './catalog.ts';
import type { CatalogLanguage } from './catalog-language.ts';
import type { Person } from './people.ts';
import { wordsIn } from './words.ts';

/**
 * Builders of the service's JSON shapes (API-SHAPES §1.6–1.10) from offline titles.
 * Image paths name drawings served by ./images.ts as JPEG, the format the real catalogue
 * serves (the same names with `.svg` still answer, for paths kept in a viewer's history).
 */
export const posterPath = (t: Title) => `/${t.type}-${t.id}-poster.jpg`;
export const backdropPath = (t: Title) => `/${t.type}-${t.id}-backdrop.jpg`;
export const profilePath = (p: Person) => `/person-${p.id}.jpg`;
export const seasonPosterPath = (t: Title, n: number) => `/${t.type}-${t.id}-s${n}.jpg`;
export const stillPath = (t: Title, s: number, e: number) => `/${t.type}-${t.id}-s${s}e${e}.jpg`;

export const PAGE_SIZE = 20;

export function listItem(t: Title, withMediaType = false) {
  const common = {
    adult: false,
    backdrop_path: backdropPath(t),
    genre_ids: t.genreIds,
    id: t.id,
    original_language: t.language,
    overview: t.overview,
    popularity: t.popularity,
    poster_path: posterPath(t),
    vote_average: t.voteAverage,
    vote_count: t.voteCount,
  };
  const media = withMediaType ? { media_type: t.type } : {};
  return t.type === 'movie'
    ? {
        ...common,
        original_title: t.title,
        release_date: t.releaseDate,
        title: t.title,
        video: false,
        ...media,
      }
    : {
        ...common,
        first_air_date: t.releaseDate,
        name: t.title,
        origin_country: [t.country],
        original_name: t.title,
        ...media,
      };
}

export function personItem(p: Person, knownFor: Title[]) {
  return {
    adult: false,
    gender: 0,
    id: p.id,
    known_for: knownFor.map((t) => listItem(t, true)),
    known_for_department: p.department,
    media_type: 'person',
    name: p.name,
    original_name: p.name,
    popularity: 1,
    profile_path: profilePath(p),
  };
}

/** TMDB's paging: 20 per page; a page past the end is an empty page, not an error. */
export function paged<T, R>(items: T[], page: number, map: (item: T) => R) {
  const start = (page - 1) * PAGE_SIZE;
  return {
    page,
    results: items.slice(start, start + PAGE_SIZE).map(map),
    total_pages: Math.min(500, Math.max(1, Math.ceil(items.length / PAGE_SIZE))),
    total_results: items.length,
  };
}

export function seasonSummary(
  t: Title,
  s: Title['seasons'][number],
  language: CatalogLanguage = 'en',
) {
  return {
    air_date: `${s.year}-${String((t.id % 9) + 1).padStart(2, '0')}-10`,
    episode_count: s.episodes,
    id: t.id * 100 + s.number,
    name: wordsIn(language).season(s.number),
    overview: '',
    poster_path: seasonPosterPath(t, s.number),
    season_number: s.number,
    vote_average: t.voteAverage,
  };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function season(t: Title, s: Title['seasons'][number], language: CatalogLanguage = 'en') {
  const words = wordsIn(language);
  const summary = seasonSummary(t, s, language);
  const episodes = Array.from({ length: s.episodes }, (_, i) => {
    const n = i + 1;
    return {
      air_date: addDays(summary.air_date, i * 7),
      episode_number: n,
      episode_type: n === s.episodes ? 'finale' : 'standard',
      id: t.id * 100_000 + s.number * 1000 + n,
      name: words.episode(n),
      overview: words.episodeOverview(n, s.number, t.title),
      production_code: '',
      runtime: t.runtime,
      season_number: s.number,
      show_id: t.id,
      still_path: stillPath(t, s.number, n),
      vote_average: Math.round((t.voteAverage - 0.4 + ((t.id + n * 7) % 9) / 10) * 10) / 10,
      vote_count: 50 + ((t.id + n) % 200),
      crew: [],
      guest_stars: [],
    };
  });
  return {
    _id: `rb${t.id}s${s.number}`,
    air_date: summary.air_date,
    episodes,
    id: summary.id,
    name: summary.name,
    networks: [],
    overview: words.seasonOverview(s.number, t.title, s.year),
    poster_path: summary.poster_path,
    season_number: s.number,
    vote_average: t.voteAverage,
  };
}
