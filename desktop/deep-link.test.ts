import { describe, expect, it } from 'vitest';
import { findDeepLink, routeFromDeepLink } from './deep-link';

describe('deep links', () => {
  it.each([
    ['reelbeat://movie/603', '/movie/603'],
    ['reelbeat://tv/1399/', '/tv/1399'],
    ['reelbeat:///anime/31', '/anime/31'],
    ['reelbeat://watch/tv/1399/1/2', '/watch/tv/1399/1/2'],
    ['reelbeat://player/movie/603', '/player/movie/603'],
    ['reelbeat://search?q=dune%20two', '/search?q=dune%20two'],
    ['reelbeat://music/playlist/1700000000000', '/music/playlist/1700000000000'],
    ['reelbeat://settings', '/settings'],
    ['REELBEAT://movie/1', '/movie/1'],
  ])('%s opens %s', (link, route) => {
    expect(routeFromDeepLink(link)).toBe(route);
  });

  it.each([
    'https://example.com/movie/1',
    'reelbeat://movie/abc',
    'reelbeat://movie/1/../../etc',
    'reelbeat://unknown/1',
    'reelbeat://movie/1"; alert(1); "',
    'not a url',
  ])('ignores %s', (link) => {
    expect(routeFromDeepLink(link)).toBeNull();
  });

  it('finds the link among command-line arguments', () => {
    expect(findDeepLink(['/usr/bin/reelbeat', '--flag', 'reelbeat://tv/1'])).toBe(
      'reelbeat://tv/1',
    );
    expect(findDeepLink(['/usr/bin/reelbeat'])).toBeNull();
  });
});
