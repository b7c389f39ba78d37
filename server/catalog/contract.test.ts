import { describe, expect, it } from 'vitest';
import {
  discover,
  getCatalogStatus,
  getGenres,
  getMediaDetails,
  getPopular,
  getSeason,
  getTopRated,
  getTrending,
  searchMulti,
} from '../../src/lib/tmdb/api.ts';
import { answerClientFromOfflineCatalog } from '../test/offline-catalog-client.ts';
import { catalogRoutePolicy } from './live.ts';

/**
 * The contract between the SPA client and the offline catalogue: every call the client makes is
 * answered, parsed by the client's own schemas and normalised without loss.
 */
const requested = answerClientFromOfflineCatalog();

describe('client ↔ offline catalogue contract', () => {
  it('connectivity check', async () => {
    expect((await getCatalogStatus()).imageBaseUrl).toBe('/api/catalog/images/');
  });

  it('trending, popular and top rated lists', async () => {
    const trending = await getTrending();
    expect(new Set(trending.map((i) => i.type))).toEqual(new Set(['movie', 'tv']));
    expect(trending.map((i) => i.popularity)).toEqual(
      [...trending.map((i) => i.popularity)].sort((a, b) => b - a),
    );
    for (const type of ['movie', 'tv'] as const) {
      const popular = await getPopular(type);
      expect(popular).toHaveLength(20);
      expect(popular.every((i) => i.type === type && i.posterPath && i.releaseDate)).toBe(true);
    }
    const top = await getTopRated();
    expect(top.map((i) => i.voteAverage)).toEqual(
      [...top.map((i) => i.voteAverage)].sort((a, b) => b - a),
    );
  });

  it('movie and TV details with every appended block', async () => {
    const [movie] = await getPopular('movie');
    const details = await getMediaDetails('movie', movie!.id);
    expect(details.title).toBe(movie!.title);
    expect(details.genres.length).toBeGreaterThan(0);
    // The offline data holds no actors: no invented people on real films.
    expect(details.cast).toEqual([]);
    expect(details.videos.some((v) => v.type === 'Trailer' && v.site === 'YouTube')).toBe(true);
    expect(details.similar.length).toBeGreaterThan(0);
    expect(details.productionCompanies.length).toBeGreaterThan(0);
    expect(details.spokenLanguages).toEqual([{ code: 'en', name: 'English' }]);

    const tv = await getMediaDetails('tv', 8001);
    expect(tv).toMatchObject({ title: 'Attack on Titan', numberOfSeasons: 4, runtime: 24 });
    expect(tv.seasons.map((s) => s.episodeCount)).toEqual([25, 12, 22, 28]);
  });

  it('a season of episodes', async () => {
    const season = await getSeason(8001, 2);
    expect(season.episodes).toHaveLength(12);
    expect(season.episodes[0]).toMatchObject({
      seasonNumber: 2,
      episodeNumber: 1,
      name: 'Episode 1',
    });
  });

  it('genres, merged and de-duplicated', async () => {
    const genres = await getGenres();
    expect(new Set(genres.map((g) => g.id)).size).toBe(genres.length);
    expect(genres.map((g) => g.name)).toEqual(
      expect.arrayContaining(['Action', 'Animation', 'Sci-Fi & Fantasy']),
    );
  });

  it('discover by genre, paged', async () => {
    const page2 = await discover('movie', { genreId: 35, page: 2 });
    expect(page2.page).toBe(2);
    expect(page2.results.every((i) => i.type === 'movie' && i.genreIds.includes(35))).toBe(true);
    const anime = await discover('tv', { genreId: 16, originCountry: 'JP' });
    expect(anime.results.map((i) => i.title)).toContain('Attack on Titan');
  });

  it('search/multi, with people dropped', async () => {
    const hits = await searchMulti('spielberg');
    expect(hits.totalResults).toBeGreaterThan(0);
    expect(hits.results).toEqual([]);
    const breaking = await searchMulti('BREAKING bad');
    expect(breaking.results[0]).toMatchObject({ id: 7001, type: 'tv' });
  });

  it('an unknown id surfaces as the service 404', async () => {
    await expect(getMediaDetails('tv', 424242)).rejects.toMatchObject({ status: 404, code: 34 });
  });

  it('every path the client used is one the live proxy forwards', () => {
    expect(requested.length).toBeGreaterThan(10);
    for (const url of requested) {
      const path = url.pathname.replace('/api/catalog', '');
      expect(catalogRoutePolicy(path), path).not.toBeNull();
    }
  });
});
