import { seasonBody, tvDetails } from './tmdb-fixtures';

/** Catalogue answers for the Detail page's tests: a three-season show, a film, a 404. */
export const notFound = { status: 404, body: { status_code: 34, status_message: 'Not found.' } };

export const show = {
  ...tvDetails,
  number_of_seasons: 3,
  seasons: [
    ...tvDetails.seasons,
    { ...tvDetails.seasons[1], id: 2, name: 'Season 2', season_number: 2, air_date: '2009-03-08' },
    { ...tvDetails.seasons[1], id: 3, name: 'Season 3', season_number: 3, air_date: null },
  ],
};

export const movie = {
  ...tvDetails,
  title: 'A Film',
  name: undefined,
  release_date: '1999-03-31',
  runtime: 136,
  seasons: undefined,
  number_of_seasons: undefined,
};

export function season(n: number) {
  return {
    ...seasonBody,
    season_number: n,
    name: `Season ${n}`,
    episodes: seasonBody.episodes.map((e) => ({
      ...e,
      season_number: n,
      id: e.id + n * 1000,
      name: e.name ? `${e.name} S${n}` : '',
    })),
  };
}
