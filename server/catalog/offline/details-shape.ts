import { describeGenres, type Catalog, type Title } from './catalog.ts';
import type { CatalogLanguage } from './catalog-language.ts';
import { listItem, paged, profilePath, seasonSummary } from './shapes.ts';

/** The details answer of a title (API-SHAPES §1.7), with its credits, videos and similar titles. */
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

function similar(catalog: Catalog, t: Title, keep: (t: Title) => boolean) {
  const bucket = catalog.byGenre[t.type].get(t.genreIds[0] ?? -1) ?? catalog.popular[t.type];
  const items = bucket.filter((other) => other.id !== t.id && keep(other)).slice(0, 20);
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

/** `keep`: which titles "similar" may list (a profile's ceiling); every one by default. */
export function details(
  catalog: Catalog,
  t: Title,
  language: CatalogLanguage = 'en',
  keep: (t: Title) => boolean = () => true,
) {
  const spoken = {
    english_name: ENGLISH_NAMES[t.language] ?? t.language,
    iso_639_1: t.language,
    name: LANGUAGE_NAMES[t.language] ?? t.language,
  };
  const common = {
    ...listItem(t),
    genres: describeGenres(t, language),
    homepage: '',
    origin_country: [t.country],
    production_companies: t.companies.map((name, i) =>
      company(name, (t.id % 10_000) * 10 + i, t.country),
    ),
    production_countries: [{ iso_3166_1: t.country, name: t.country }],
    spoken_languages: [spoken],
    status: t.status,
    tagline: '',
    credits: credits(t),
    videos: { results: videos(t) },
    similar: similar(catalog, t, keep),
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
    seasons: t.seasons.map((s) => seasonSummary(t, s, language)),
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
