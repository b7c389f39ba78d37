import { describe, expect, it } from 'vitest';
import { href, paths, patterns, routePatterns } from './paths.ts';

describe('href', () => {
  it('builds detail, watch and player links from the route patterns', () => {
    expect(href.detail('movie', 603)).toBe('/movie/603');
    expect(href.detail('anime', '31910')).toBe('/anime/31910');
    expect(href.watch('movie', 603)).toBe('/watch/movie/603');
    expect(href.watch('tv', 1399, 2, 5)).toBe('/watch/tv/1399/2/5');
    expect(href.watch('anime', 31910)).toBe('/watch/anime/31910/1/1');
    expect(href.player('movie', 603)).toBe('/player/movie/603');
    expect(href.player('tv', 1399, 0, 3)).toBe('/player/tv/1399/0/3');
  });

  it('encodes what it puts into a path or query', () => {
    expect(href.playlist('my list/1')).toBe('/music/playlist/my%20list%2F1');
    expect(href.search('alien covenant')).toBe('/search?q=alien%20covenant');
    expect(href.search()).toBe('/search');
    expect(href.musicSearch('lo-fi & chill')).toBe('/music/search?q=lo-fi%20%26%20chill');
  });
});

describe('routePatterns', () => {
  it('names every path and pattern once, each with a distinct pattern', () => {
    const all = Object.values(routePatterns);
    expect(all).toHaveLength(Object.keys(paths).length + Object.keys(patterns).length);
    expect(new Set(all).size).toBe(all.length);
  });
});
