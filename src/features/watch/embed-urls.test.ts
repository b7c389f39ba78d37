import { describe, expect, it } from 'vitest';
import type { PlayerServerConfig } from '@shared/config/config-schema';
import { PLAYER_SERVERS, type PlayerServerId } from '@shared/config/players';
import { buildEmbedUrl, type WatchTarget } from './embed-urls';

const HOST = 'https://host.example';
const PAGE = 'http://127.0.0.1:8080';
const server = (id: PlayerServerId, origin: string | null = HOST): PlayerServerConfig => ({
  ...PLAYER_SERVERS.find((s) => s.id === id)!,
  origin,
});

const movie: WatchTarget = { type: 'movie', id: 603, imdbId: 'tt0133093' };
const movieNoImdb: WatchTarget = { type: 'movie', id: 603, imdbId: null };
const tv: WatchTarget = { type: 'tv', id: 1399, season: 2, episode: 5, imdbId: 'tt0944947' };
const tvNoImdb: WatchTarget = { type: 'tv', id: 1399, season: 2, episode: 5 };
const anime: WatchTarget = { type: 'anime', id: 37854, season: 1, episode: 7, imdbId: 'tt0388629' };

const TABLE: [PlayerServerId, WatchTarget, string | null][] = [
  ['embedapi', movie, `${HOST}/embed?id=603&type=movie`],
  ['embedapi', tv, `${HOST}/embed?id=1399&type=tv&s=2&e=5`],
  ['embedapi', anime, `${HOST}/embed?id=37854&type=tv&s=1&e=7`],
  ['void', movie, `${HOST}/movie/603`],
  ['void', tv, `${HOST}/tv/1399/2/5`],
  ['void', anime, `${HOST}/tv/37854/1/7`],
  ['eren', movie, `${HOST}/movie/603`],
  ['eren', tv, `${HOST}/tv/1399/2/5`],
  ['eren', anime, `${HOST}/anime/37854/7`],
  ['superembed', movie, `${HOST}/?video_id=tt0133093`],
  ['superembed', movieNoImdb, `${HOST}/?video_id=603&tmdb=1`],
  ['superembed', tv, `${HOST}/?video_id=tt0944947&s=2&e=5`],
  ['superembed', tvNoImdb, `${HOST}/?video_id=1399&tmdb=1&s=2&e=5`],
  ['superembed', anime, `${HOST}/?video_id=tt0388629&s=1&e=7`],
  ['sukuna', movie, `${HOST}/movie/tt0133093`],
  ['sukuna', movieNoImdb, `${HOST}/movie/603`],
  ['sukuna', tv, `${HOST}/tv/tt0944947/2/5`],
  ['sukuna', tvNoImdb, `${HOST}/tv/1399/2/5`],
  ['sukuna', anime, `${HOST}/anime/37854/7`],
  ['banki', movie, `${HOST}/movie/tt0133093`],
  ['banki', movieNoImdb, `${HOST}/movie/603`],
  ['banki', tv, null],
  ['banki', anime, null],
];

describe('buildEmbedUrl', () => {
  it.each(TABLE)('%s × %j → %s', (id, target, expected) => {
    expect(buildEmbedUrl(server(id), target, { pageOrigin: PAGE })).toBe(expected);
  });

  it.each(TABLE)('%s × %j uses the same shape under the demo player', (id, target, expected) => {
    const demo = buildEmbedUrl(server(id, null), target, { pageOrigin: PAGE });
    expect(demo).toBe(expected && expected.replace(HOST, `${PAGE}/embed/demo/${id}`));
  });

  it('gives every server a different demo address, so switching swaps the embed', () => {
    const urls = PLAYER_SERVERS.map((s) =>
      buildEmbedUrl({ ...s, origin: null }, movie, { pageOrigin: PAGE }),
    );
    expect(new Set(urls).size).toBe(PLAYER_SERVERS.length);
  });

  it('defaults season and episode to 1', () => {
    const bare: WatchTarget = { type: 'tv', id: 5 };
    expect(buildEmbedUrl(server('void'), bare, { pageOrigin: PAGE })).toBe(`${HOST}/tv/5/1/1`);
  });

  it.each([0, -3, Number.NaN, 1.5])('gives no source for the invalid id %s', (id) => {
    expect(buildEmbedUrl(server('void'), { type: 'movie', id }, { pageOrigin: PAGE })).toBeNull();
  });

  it('gives no source for an invalid episode', () => {
    const target: WatchTarget = { type: 'tv', id: 5, season: 1, episode: 0 };
    expect(buildEmbedUrl(server('void'), target, { pageOrigin: PAGE })).toBeNull();
  });

  describe('start time', () => {
    it('adds ?t= for void and for every server on the demo player', () => {
      expect(buildEmbedUrl(server('void'), tv, { pageOrigin: PAGE, startAt: 42.7 })).toBe(
        `${HOST}/tv/1399/2/5?t=42`,
      );
      expect(
        buildEmbedUrl(server('embedapi', null), movie, { pageOrigin: PAGE, startAt: 90 }),
      ).toBe(`${PAGE}/embed/demo/embedapi/embed?id=603&type=movie&t=90`);
    });

    it('leaves addresses without a documented start time unchanged', () => {
      expect(buildEmbedUrl(server('eren'), movie, { pageOrigin: PAGE, startAt: 90 })).toBe(
        `${HOST}/movie/603`,
      );
    });

    it('adds nothing for a zero start', () => {
      expect(buildEmbedUrl(server('void'), movie, { pageOrigin: PAGE, startAt: 0 })).toBe(
        `${HOST}/movie/603`,
      );
    });
  });

  describe('language', () => {
    it('tells only the demo player the interface language', () => {
      expect(buildEmbedUrl(server('void', null), tv, { pageOrigin: PAGE, lang: 'de' })).toBe(
        `${PAGE}/embed/demo/void/tv/1399/2/5?lang=de`,
      );
      expect(
        buildEmbedUrl(server('embedapi', null), movie, {
          pageOrigin: PAGE,
          startAt: 90,
          lang: 'ja',
        }),
      ).toBe(`${PAGE}/embed/demo/embedapi/embed?id=603&type=movie&t=90&lang=ja`);
    });

    it('never adds it to a real host, nor in English (the demo player’s own language)', () => {
      expect(buildEmbedUrl(server('void'), tv, { pageOrigin: PAGE, lang: 'de' })).toBe(
        `${HOST}/tv/1399/2/5`,
      );
      expect(buildEmbedUrl(server('void', null), tv, { pageOrigin: PAGE, lang: 'en' })).toBe(
        `${PAGE}/embed/demo/void/tv/1399/2/5`,
      );
    });
  });

  describe('subtitles (Settings → Player)', () => {
    const subtitles = { size: 'large', color: '#FFD700' } as const;

    it('passes subtitles, size and colour to the demo player of every server', () => {
      expect(
        buildEmbedUrl(server('void', null), tv, { pageOrigin: PAGE, startAt: 42, subtitles }),
      ).toBe(`${PAGE}/embed/demo/void/tv/1399/2/5?t=42&sub=1&subSize=large&subColor=FFD700`);
      expect(buildEmbedUrl(server('embedapi', null), movie, { pageOrigin: PAGE, subtitles })).toBe(
        `${PAGE}/embed/demo/embedapi/embed?id=603&type=movie&sub=1&subSize=large&subColor=FFD700`,
      );
    });

    it('adds nothing with subtitles off, or for real hosts, which keep their own menus', () => {
      expect(
        buildEmbedUrl(server('void', null), movie, { pageOrigin: PAGE, subtitles: null }),
      ).toBe(`${PAGE}/embed/demo/void/movie/603`);
      for (const id of PLAYER_SERVERS.map((s) => s.id).filter((id) => id !== 'banki')) {
        expect(buildEmbedUrl(server(id), tv, { pageOrigin: PAGE, subtitles })).not.toContain(
          'sub=',
        );
      }
    });
  });
});
