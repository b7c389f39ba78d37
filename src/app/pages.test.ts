import {
  AudioLines,
  Clock,
  Flame,
  Grid3x3,
  HandHeart,
  Heart,
  History,
  Home,
  Info,
  Library,
  ListMusic,
  Music,
  Search,
  Settings,
  Star,
} from 'lucide-react';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from '@shared/config/paths';
import { BOTTOM_ITEMS, SIDEBAR_ITEMS, shownAt } from './layout/nav-items';
import { PAGES, activityAt, matchPage } from './page-routes';

describe('the list of pages', () => {
  it('names each page once, and each route and pattern once', () => {
    const names = PAGES.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = PAGES.flatMap((page) => Object.keys(page.routes));
    expect(new Set(routes).size).toBe(routes.length);
    const all = PAGES.flatMap((page) => Object.values(page.routes) as string[]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('shows every path of shared/config/paths.ts by the record of the same route name', () => {
    const recorded = Object.fromEntries(PAGES.flatMap((page) => Object.entries(page.routes)));
    for (const [route, pattern] of Object.entries(routePatterns)) {
      expect(recorded[route], route).toBe(pattern);
    }
  });

  it('matches each pattern to its own page only: no two patterns match one path', () => {
    const all = PAGES.flatMap((page) => Object.values(page.routes) as string[]);
    for (const page of PAGES) {
      for (const pattern of Object.values(page.routes) as string[]) {
        const path = pattern.replace(/:\w+/g, 'x1');
        expect(matchPage(path)?.page, path).toBe(page.name);
        expect(
          all.filter((other) => matchPath(other, path)),
          path,
        ).toEqual([pattern]);
      }
    }
  });
});

describe('the navigation made from the records', () => {
  it('lists the sidebar in its fixed order', () => {
    expect(shownAt(SIDEBAR_ITEMS, new Date(2026, 5, 15))).toEqual([
      { label: 'app.nav.home', to: paths.home, icon: Home },
      { label: 'app.nav.search', to: paths.search, icon: Search },
      { label: 'app.nav.trending', to: paths.trending, icon: Flame },
      { label: 'app.nav.topRated', to: paths.topRated, icon: Star },
      { label: 'app.nav.categories', to: paths.categories, icon: Grid3x3 },
      { label: 'app.nav.myLibrary', to: paths.library, icon: Library },
      { label: 'app.nav.continueWatching', to: paths.continue, icon: Clock },
      { label: 'app.nav.watchHistory', to: paths.history, icon: History },
      { label: 'app.nav.favorites', to: paths.favorites, icon: Heart },
      { label: 'app.nav.music', to: paths.music, icon: Music },
      { label: 'app.nav.musicSearch', to: paths.musicSearch, icon: AudioLines },
      { label: 'app.nav.musicLibrary', to: paths.musicLibrary, icon: ListMusic },
      { label: 'app.nav.supportUs', to: paths.support, icon: HandHeart },
      { label: 'app.nav.about', to: paths.about, icon: Info },
      { label: 'app.nav.settings', to: paths.settings, icon: Settings },
    ]);
  });

  it("gives each sidebar entry an icon of its own, in Rewind's season too", () => {
    for (const day of [new Date(2026, 5, 15), new Date(2026, 11, 15)]) {
      const icons = shownAt(SIDEBAR_ITEMS, day).map((item) => item.icon);
      expect(new Set(icons).size).toBe(icons.length);
    }
  });

  it('shows Rewind after Favorites from 1 December to 31 January only', () => {
    const labels = (now: Date) => shownAt(SIDEBAR_ITEMS, now).map((item) => item.label);
    const season = [
      new Date(2026, 11, 1, 0, 0),
      new Date(2026, 11, 31, 23, 59),
      new Date(2027, 0, 31, 23, 59),
    ];
    for (const day of season) {
      const shown = labels(day);
      expect(shown.indexOf('app.nav.rewind')).toBe(shown.indexOf('app.nav.favorites') + 1);
    }
    for (const day of [
      new Date(2026, 10, 30, 23, 59),
      new Date(2027, 1, 1, 0, 0),
      new Date(2026, 6, 1),
    ])
      expect(labels(day)).not.toContain('app.nav.rewind');
    expect(SIDEBAR_ITEMS.find((item) => item.label === 'app.nav.rewind')?.to).toBe(paths.rewind);
  });

  it('gives the bottom bar its six places with their own labels', () => {
    expect(BOTTOM_ITEMS).toEqual([
      { label: 'app.nav.home', to: paths.home, icon: Home },
      { label: 'app.nav.bottom.search', to: paths.search, icon: Search },
      { label: 'app.nav.bottom.library', to: paths.library, icon: Library },
      { label: 'app.nav.bottom.music', to: paths.music, icon: Music },
      { label: 'app.nav.bottom.musicSearch', to: paths.musicSearch, icon: AudioLines },
      { label: 'app.nav.bottom.musicLibrary', to: paths.musicLibrary, icon: ListMusic },
    ]);
  });

  it('links each place to a route without parameters', () => {
    for (const { to } of SIDEBAR_ITEMS) expect(to).not.toContain(':');
  });
});

describe('what desktop presence says on each page (browsing, searching, details, watching)', () => {
  it.each([
    [paths.home, 'desktop.page.home'],
    [paths.library, 'desktop.page.myLibrary'],
    [paths.continue, 'desktop.page.continueWatching'],
    [paths.trending, 'desktop.page.trending'],
    [paths.topRated, 'desktop.page.topRated'],
    [paths.categories, 'desktop.page.categories'],
    [paths.history, 'desktop.page.watchHistory'],
    [paths.favorites, 'desktop.page.favorites'],
    [paths.settings, 'desktop.page.settings'],
    [paths.download, 'desktop.page.downloads'],
    [paths.about, 'desktop.page.about'],
    [paths.support, 'desktop.page.support'],
    [paths.music, 'desktop.page.music'],
    [paths.musicLibrary, 'desktop.page.musicLibrary'],
    [paths.musicFavorites, 'desktop.page.likedSongs'],
    [paths.musicPlaylists, 'desktop.page.playlists'],
    [paths.musicRecent, 'desktop.page.recentlyPlayed'],
    ['/music/playlist/downloads', 'desktop.page.playlist'],
  ])('browsing %s names it %s', (path, name) => {
    expect(activityAt(path)).toEqual({ state: name });
  });

  it.each([
    ['/watch/tv/1399/1/2', { kind: 'watching' }],
    ['/player/anime/31/1/1', { kind: 'watching' }],
    ['/movie/603', { kind: 'details' }],
    ['/tv/1399', { kind: 'details' }],
    ['/anime/31910', { kind: 'details' }],
    [paths.search, { kind: 'searching' }],
    [paths.musicSearch, { kind: 'searching', state: 'desktop.page.music' }],
  ])('%s is %o', (path, activity) => {
    expect(activityAt(path)).toEqual(activity);
  });

  it('knows no page outside the table', () => {
    expect(activityAt('/nowhere')).toBeUndefined();
    expect(activityAt('/watch/tv/1399')).toBeUndefined();
  });
});
