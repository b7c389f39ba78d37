import { matchPath, type Params } from 'react-router';
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { withMessages } from '@/lib/i18n';
import { routePatterns, type RouteName } from '../config/paths';
import { pagesOfRoutes } from './route-pages';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * Each page is its own chunk, loaded on first visit (or earlier, when its link is hovered), with
 * the groups of the pages' words it speaks from in the active language beside it (one request
 * each, the first time), so a page renders with its words while the first paint carries only the
 * shell's. Which groups: the ones whose words its code uses (message-groups.test.ts checks).
 */
export const pageModules = {
  home: () => withMessages(['video'], import('../features/home/home-route')),
  title: () => withMessages(['video'], import('../features/title/title-route')),
  watch: () => withMessages(['video', 'info'], import('../features/watch/watch-route')),
  search: () => withMessages(['video'], import('../features/search/search-route')),
  library: () =>
    withMessages(['video', 'info', 'music'], import('../features/library/library-route')),
  continue: () => withMessages(['video'], import('../features/library/continue-route')),
  history: () => withMessages(['video'], import('../features/library/history-route')),
  favorites: () => withMessages(['video'], import('../features/library/favorites-route')),
  trending: () => withMessages(['video'], import('../features/browse/trending-route')),
  topRated: () => withMessages(['video'], import('../features/browse/top-rated-route')),
  categories: () => withMessages(['video'], import('../features/browse/categories-route')),
  settings: () => withMessages(['info', 'music'], import('../features/settings/settings-route')),
  download: () => withMessages(['info'], import('../features/downloads/downloads-route')),
  about: () => withMessages(['info'], import('../features/about/about-route')),
  support: () => withMessages(['info'], import('../features/support/support-route')),
  musicHome: () => withMessages(['music'], import('../features/music-library/music-home-route')),
  musicSearch: () =>
    withMessages(['music'], import('../features/music-library/music-search-route')),
  musicLibrary: () =>
    withMessages(['music', 'info'], import('../features/music-library/music-library-route')),
  musicFavorites: () =>
    withMessages(['music'], import('../features/music-library/liked-songs-route')),
  musicRecent: () => withMessages(['music'], import('../features/music-library/recent-route')),
  musicPlaylists: () => withMessages(['music'], import('../features/playlists/playlists-route')),
  musicPlaylist: () => withMessages(['music'], import('../features/playlists/playlist-route')),
  together: () =>
    withMessages(['together', 'music'], import('../features/together/together-route')),
} satisfies Record<string, PageModule>;

export type PageName = keyof typeof pageModules;

/**
 * The page each route of `config/paths.ts` shows (route-pages.ts, data the build also reads).
 * Every declared route needs a page that exists, so neither can be added alone.
 */
const routePages: Readonly<Record<RouteName, PageName>> = pagesOfRoutes;

/** The route table: the page each path pattern shows. No two patterns match the same path. */
export const pageRoutes: readonly (readonly [path: string, page: PageName])[] = (
  Object.keys(routePages) as RouteName[]
).map((route) => [routePatterns[route], routePages[route]]);

export interface PageMatch {
  page: PageName;
  pathname: string;
  params: Params;
}

/** The page a path shows with the path's parameters, or null outside the table (Not Found). */
export function matchPage(path: string): PageMatch | null {
  for (const [pattern, page] of pageRoutes) {
    const match = matchPath(pattern, path);
    if (match) return { page, pathname: match.pathname, params: match.params };
  }
  return null;
}

/** The page a path shows, or null for a path outside the table (Not Found). */
export function pageForPath(path: string): PageName | null {
  return matchPage(path)?.page ?? null;
}

type PagePrefetch = (client: QueryClient, match: PageMatch, search: URLSearchParams) => void;

/**
 * The requests that pages whose first screen waits on data can start before their own code has
 * loaded: each module's `prefetch` fills the cache entries the page's hooks then read.
 */
export const pageData: Partial<Record<PageName, () => Promise<{ prefetch: PagePrefetch }>>> = {
  home: () => import('../features/home/prefetch'),
  title: () => import('../features/title/prefetch'),
  search: () => import('../features/search/prefetch'),
  musicHome: () => import('../features/music-library/prefetch'),
};

type PageAhead = (match: PageMatch, search: URLSearchParams) => void;

/**
 * The calls a page's first screen waits on, started by a module of a few hundred bytes while
 * the data layer (client, schemas, query cache) is still loading (lib/ahead.ts).
 */
export const pageAhead: Partial<Record<PageName, () => Promise<{ requestPageAhead: PageAhead }>>> =
  {
    home: () => import('../features/home/ahead'),
    title: () => import('../features/title/ahead'),
    search: () => import('../features/search/ahead'),
    musicHome: () => import('../features/music-library/ahead'),
  };

/** Starts loading a page's chunk ahead of navigation; failures surface on the real visit. */
export function preloadRoute(path: string) {
  const name = pageForPath(path);
  if (name) void pageModules[name]().catch(() => undefined);
}

/**
 * Starts the requests of the page at `location` (a path with its query, on the first load), so
 * they travel while the page's code downloads instead of after it. A failure is left to the page,
 * which asks again.
 */
export function prefetchPageData(location: string): Promise<void> {
  const [path = '/', query = ''] = location.split('?', 2);
  const match = matchPage(path);
  const load = match && pageData[match.page];
  if (!match || !load) return Promise.resolve();
  const search = new URLSearchParams(query);
  // Nothing is lost when these cannot start: the data layer then asks for itself.
  const ahead = pageAhead[match.page]?.()
    .then(({ requestPageAhead }) => requestPageAhead(match, search))
    .catch(() => undefined);
  // The data layer waits for the calls ahead to have started, even when its own files arrive
  // first (all are preloaded on a first visit): asking first, it took index.html's preloaded
  // answer and the module ahead then asked the server again.
  return Promise.all([load(), import('./query-provider'), ahead]).then(
    ([{ prefetch }, { queryClient }]) => prefetch(queryClient, match, search),
    () => undefined,
  );
}
