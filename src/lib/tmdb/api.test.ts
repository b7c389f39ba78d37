import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@shared/config/runtime-config';
import { getCatalogTimings } from './timings';
import {
  discover,
  getGenres,
  getMediaDetails,
  getSeason,
  getTopRated,
  getTrending,
  searchMulti,
} from './api';
import { DEFAULT_CATALOG_PREFERENCES, setCatalogPreferences } from './preferences';
import {
  movieItem,
  paged,
  personItem,
  seasonBody,
  testConfig,
  tvDetails,
  tvItem,
} from '@/test/tmdb-fixtures';
import { stubFetch } from '@/test/stub-fetch';

beforeEach(() => {
  setRuntimeConfig(testConfig());
  setCatalogPreferences(DEFAULT_CATALOG_PREFERENCES);
});
afterEach(() => vi.unstubAllGlobals());

describe('catalogue client', () => {
  it('merges trending movies and TV, most popular first, with the language preference', async () => {
    setCatalogPreferences({ language: 'fr' });
    const calls = stubFetch((url) => ({
      body: paged(url.pathname.includes('/movie/') ? [movieItem] : [tvItem]),
    }));
    const items = await getTrending();
    expect(items.map((i) => [i.type, i.id])).toEqual([
      ['tv', 1396],
      ['movie', 603],
    ]);
    expect(calls.map((c) => c.pathname).sort()).toEqual([
      '/api/catalog/trending/movie/week',
      '/api/catalog/trending/tv/week',
    ]);
    expect(calls.every((c) => c.searchParams.get('language') === 'fr')).toBe(true);
  });

  it('turns "" and null into null and keeps missing lists empty', async () => {
    stubFetch(() => ({ body: paged([movieItem]) }));
    const [item] = await getTopRated('movie');
    expect(item).toEqual({
      id: 603,
      type: 'movie',
      title: 'The Matrix',
      overview: '',
      posterPath: '/m.jpg',
      backdropPath: null,
      voteAverage: 8.2,
      releaseDate: null,
      genreIds: [],
      popularity: 80.5,
    });
  });

  it('merges top rated by vote average', async () => {
    stubFetch((url) => ({
      body: paged(url.pathname.startsWith('/api/catalog/movie') ? [movieItem] : [tvItem]),
    }));
    expect((await getTopRated()).map((i) => i.voteAverage)).toEqual([8.9, 8.2]);
  });

  it('normalises TV details: tt-prefixed IMDb id, runtime from the last episode, seasons', async () => {
    const calls = stubFetch(() => ({ body: tvDetails }));
    const details = await getMediaDetails('tv', 1396);
    expect(calls[0]?.searchParams.get('append_to_response')).toBe(
      'credits,videos,similar,external_ids',
    );
    expect(details.imdbId).toBe('tt0903747');
    expect(details.runtime).toBe(55);
    expect(details.numberOfSeasons).toBe(5);
    expect(details.tagline).toBeNull();
    expect(details.productionCompanies).toEqual(['Sony Pictures']);
    expect(details.spokenLanguages).toEqual([{ code: 'en', name: 'English' }]);
    expect(details.cast[0]).toEqual({
      id: 17419,
      name: 'Bryan Cranston',
      character: 'Walter White',
      profilePath: null,
    });
    expect(details.videos[0]).toMatchObject({ key: 'abc', site: 'YouTube', type: 'Trailer' });
    expect(details.similar[0]).toMatchObject({ id: 1399, type: 'tv' });
    expect(details.seasons.map((s) => s.seasonNumber)).toEqual([0, 1]);
    expect(details.seasons[0]?.airDate).toBeNull();
  });

  it('normalises a season, naming nameless episodes', async () => {
    stubFetch(() => ({ body: seasonBody }));
    const season = await getSeason(1396, 1);
    expect(season.episodes).toHaveLength(2);
    expect(season.episodes[1]).toMatchObject({
      name: 'Episode 2',
      airDate: null,
      runtime: null,
      stillPath: '/e2.jpg',
      seasonNumber: 1,
    });
  });

  it('merges genres and drops duplicate ids', async () => {
    stubFetch((url) => ({
      body: {
        genres: url.pathname.includes('/movie/')
          ? [
              { id: 28, name: 'Action' },
              { id: 16, name: 'Animation' },
            ]
          : [
              { id: 16, name: 'Animation' },
              { id: 10759, name: 'Action & Adventure' },
            ],
      },
    }));
    expect((await getGenres()).map((g) => g.id)).toEqual([28, 16, 10759]);
  });

  it('tags discover results with the type, sorts by popularity and sends the genre and page', async () => {
    const low = { ...tvItem, id: 1, popularity: 1, media_type: undefined };
    const high = { ...tvItem, id: 2, popularity: 9, media_type: undefined };
    const calls = stubFetch(() => ({ body: paged([low, high], 2) }));
    const page = await discover('tv', { genreId: 16, page: 2 });
    expect(page.results.map((i) => [i.type, i.id])).toEqual([
      ['tv', 2],
      ['tv', 1],
    ]);
    expect(page).toMatchObject({ page: 2, totalPages: 3, totalResults: 60 });
    expect(calls[0]?.searchParams.get('with_genres')).toBe('16');
    expect(calls[0]?.searchParams.get('page')).toBe('2');
  });

  it('records each call with its status and time for developer mode', async () => {
    stubFetch(() => ({ body: paged([], 1) }));
    await discover('tv', {});
    expect(getCatalogTimings()[0]).toMatchObject({ path: '/discover/tv', status: 200 });
    expect(getCatalogTimings()[0]?.ms).toBeGreaterThanOrEqual(0);
  });

  it("sends Settings' content rating as TMDB's US certification filter", async () => {
    const calls = stubFetch(() => ({ body: paged([], 1) }));
    await discover('movie', {});
    expect(calls[0]?.searchParams.has('certification.lte')).toBe(false);
    setCatalogPreferences({ certification: 'PG-13' });
    await discover('movie', {});
    expect(calls[1]?.searchParams.get('certification_country')).toBe('US');
    expect(calls[1]?.searchParams.get('certification.lte')).toBe('PG-13');
  });

  it('drops people and results with neither poster nor backdrop from search', async () => {
    const bare = { ...movieItem, id: 9, poster_path: null, backdrop_path: null };
    stubFetch(() => ({ body: paged([personItem, bare, tvItem, movieItem]) }));
    const results = await searchMulti('  breaking  ');
    expect(results.results.map((i) => i.id)).toEqual([1396, 603]);
  });
});
