import { describe, expect, it } from 'vitest';
import { matchPage, pageForPath, pageModules, pageRoutes } from './page-routes';

describe('pageForPath', () => {
  it.each([
    ['/', 'home'],
    ['/movie/603', 'title'],
    ['/anime/31910', 'title'],
    ['/watch/tv/1399/1/2', 'watch'],
    ['/player/movie/603', 'watch'],
    ['/search', 'search'],
    ['/music', 'musicHome'],
    ['/music/playlist/downloads', 'musicPlaylist'],
  ])('maps %s to the %s page', (path, page) => {
    expect(pageForPath(path)).toBe(page);
  });

  it('knows no page for a path outside the table', () => {
    expect(pageForPath('/nowhere')).toBeNull();
    expect(pageForPath('/movie')).toBeNull();
  });

  it('names only pages that have a module', () => {
    for (const [, page] of pageRoutes) expect(pageModules).toHaveProperty(page);
  });
});

describe('matchPage', () => {
  it('gives the page with the path parameters', () => {
    expect(matchPage('/tv/1399')).toEqual({
      page: 'title',
      pathname: '/tv/1399',
      params: { id: '1399' },
    });
    expect(matchPage('/nowhere')).toBeNull();
  });
});
