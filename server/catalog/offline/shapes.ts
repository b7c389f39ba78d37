import { describeGenres, type Catalogue, type Title } from './catalogue.ts';
import type { Person } from './people.ts';

/**
 * Builders of the service's JSON shapes (API-SHAPES §1.6–1.10) from offline titles.
 * Image paths name generated SVGs served by ./images.ts.
 */
export const posterPath = (t: Title) => `/${t.type}-${t.id}-poster.svg`;
export const backdropPath = (t: Title) => `/${t.type}-${t.id}-backdrop.svg`;
export const profilePath = (p: Person) => `/person-${p.id}.svg`;
export const seasonPosterPath = (t: Title, n: number) => `/${t.type}-${t.id}-s${n}.svg`;
export const stillPath = (t: Title, s: number, e: number) => `/${t.type}-${t.id}-s${s}e${e}.svg`;

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

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  ja: '日本語',
  de: 'Deutsch',
  ko: '한국어/조선말',
};
const ENGLISH_NAMES: Record<string, string> = {
  en: 'English',
  ja: 'Japanese',
  de: 'German',
  ko: 'Korean',
};

/** Trailer for every title, plus a teaser for every third, keyed by stable ids. */
function videos(t: Title) {
  const key = `rb-${t.type}-${t.id}`;
  const year = t.releaseDate.slice(0, 4);
  const trailer = {
    iso_639_1: 'en',
    iso_3166_1: 'US',
    name: `${t.title} | Official Trailer`,
    key,
    site: 'YouTube',
    size: 1080,
    type: 'Trailer',
    official: true,
    published_at: `${year}-01-15T16:00:00.000Z`,
    id: key,
  };
  if (t.id % 3 !== 0) return [trailer];
  return [
    trailer,
    {
      ...trailer,
      name: `${t.title} | Teaser`,
      key: `${key}-teaser`,
      type: 'Teaser',
      size: 720,
      id: `${key}-teaser`,
    },
  ];
}

function similar(catalogue: Catalogue, t: Title) {
  const bucket = catalogue.byGenre[t.type].get(t.genreIds[0] ?? -1) ?? catalogue.popular[t.type];
  const items = bucket.filter((other) => other.id !== t.id).slice(0, 20);
  return paged(items, 1, (item) => listItem(item));
}

function credits(t: Title) {
  const cast = t.cast.map((c, order) => ({
    adult: false,
    gender: 0,
    id: c.person.id,
    known_for_department: 'Acting',
    name: c.person.name,
    original_name: c.person.name,
    popularity: 1,
    profile_path: profilePath(c.person),
    character: c.character,
    credit_id: `rb-credit-${t.id}-${c.person.id}`,
    order,
    ...(t.type === 'movie' ? { cast_id: order + 1 } : {}),
  }));
  const crew = t.director
    ? [
        {
          adult: false,
          gender: 0,
          id: t.director.id,
          known_for_department: 'Directing',
          name: t.director.name,
          original_name: t.director.name,
          popularity: 1,
          profile_path: profilePath(t.director),
          credit_id: `rb-crew-${t.id}-${t.director.id}`,
          department: 'Directing',
          job: 'Director',
        },
      ]
    : [];
  return { cast, crew };
}

function company(name: string, id: number, country: string) {
  return { id, logo_path: null, name, origin_country: country };
}

export function seasonSummary(t: Title, s: Title['seasons'][number]) {
  return {
    air_date: `${s.year}-${String((t.id % 9) + 1).padStart(2, '0')}-10`,
    episode_count: s.episodes,
    id: t.id * 100 + s.number,
    name: `Season ${s.number}`,
    overview: '',
    poster_path: seasonPosterPath(t, s.number),
    season_number: s.number,
    vote_average: t.voteAverage,
  };
}

export function details(catalogue: Catalogue, t: Title) {
  const language = {
    english_name: ENGLISH_NAMES[t.language] ?? t.language,
    iso_639_1: t.language,
    name: LANGUAGE_NAMES[t.language] ?? t.language,
  };
  const common = {
    ...listItem(t),
    genres: describeGenres(t),
    homepage: '',
    origin_country: [t.country],
    production_companies: t.companies.map((name, i) =>
      company(name, (t.id % 10_000) * 10 + i, t.country),
    ),
    production_countries: [{ iso_3166_1: t.country, name: t.country }],
    spoken_languages: [language],
    status: t.status,
    tagline: '',
    credits: credits(t),
    videos: { results: videos(t) },
    similar: similar(catalogue, t),
  };
  if (t.type === 'movie') {
    return {
      ...common,
      belongs_to_collection: null,
      budget: t.budget,
      imdb_id: null,
      revenue: t.revenue,
      runtime: t.runtime,
      external_ids: {
        imdb_id: null,
        wikidata_id: null,
        facebook_id: null,
        instagram_id: null,
        twitter_id: null,
      },
    };
  }
  const last = t.seasons[t.seasons.length - 1];
  return {
    ...common,
    created_by: [],
    episode_run_time: t.runtime ? [t.runtime] : [],
    in_production: t.status !== 'Ended',
    languages: [t.language],
    last_air_date: last ? `${last.year}-12-01` : null,
    last_episode_to_air: null,
    next_episode_to_air: null,
    networks: t.companies.map((name, i) => company(name, (t.id % 10_000) * 10 + i, t.country)),
    number_of_episodes: t.seasons.reduce((sum, s) => sum + s.episodes, 0),
    number_of_seasons: t.seasons.length,
    seasons: t.seasons.map((s) => seasonSummary(t, s)),
    type: 'Scripted',
    external_ids: {
      imdb_id: null,
      freebase_mid: null,
      freebase_id: null,
      tvdb_id: null,
      tvrage_id: null,
      wikidata_id: null,
      facebook_id: null,
      instagram_id: null,
      twitter_id: null,
    },
  };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function season(t: Title, s: Title['seasons'][number]) {
  const summary = seasonSummary(t, s);
  const episodes = Array.from({ length: s.episodes }, (_, i) => {
    const n = i + 1;
    return {
      air_date: addDays(summary.air_date, i * 7),
      episode_number: n,
      episode_type: n === s.episodes ? 'finale' : 'standard',
      id: t.id * 100_000 + s.number * 1000 + n,
      name: `Episode ${n}`,
      overview: `Episode ${n} of season ${s.number} of ${t.title}.`,
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
    overview: `Season ${s.number} of ${t.title}, first aired in ${s.year}.`,
    poster_path: summary.poster_path,
    season_number: s.number,
    vote_average: t.voteAverage,
  };
}
