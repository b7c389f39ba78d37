import { describe, expect, it } from 'vitest';
import { parseWatchPath } from './watch-params';

describe('parseWatchPath', () => {
  it.each([
    ['/watch/movie/603', { type: 'movie', id: 603 }],
    ['/watch/tv/1399/2/5', { type: 'tv', id: 1399, season: 2, episode: 5 }],
    ['/watch/anime/37854/1/7', { type: 'anime', id: 37854, season: 1, episode: 7 }],
    ['/player/movie/603', { type: 'movie', id: 603 }],
    ['/player/tv/1399/3/1', { type: 'tv', id: 1399, season: 3, episode: 1 }],
    ['/player/anime/37854/1/2', { type: 'anime', id: 37854, season: 1, episode: 2 }],
    ['/player/tv/1399', { type: 'tv', id: 1399, season: 1, episode: 1 }],
  ])('%s', (path, target) => {
    expect(parseWatchPath(path)?.target).toEqual(target);
  });

  it('keeps the prefix so episode links stay on the same route family', () => {
    expect(parseWatchPath('/player/tv/1/1/1')?.prefix).toBe('player');
    expect(parseWatchPath('/watch/tv/1/1/1')?.prefix).toBe('watch');
  });

  it.each([
    '/watch/movie/undefined',
    '/watch/movie/null',
    '/watch/movie/0',
    '/watch/movie/abc',
    '/player/podcast/5',
    '/watch/tv/5/x/1',
    '/watch/tv/5/1/0',
  ])('gives no target for %s but keeps what was asked', (path) => {
    const request = parseWatchPath(path);
    expect(request).not.toBeNull();
    expect(request?.target).toBeNull();
  });
});
