import type { ComponentType } from 'react';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Each page is its own chunk, loaded on first visit (or earlier, when its link is hovered). */
export const pageModules = {
  home: () => import('../features/home/home-route'),
  title: () => import('../features/title/title-route'),
  watch: () => import('../features/watch/watch-route'),
  search: () => import('../features/search/search-route'),
  library: () => import('../features/library/library-route'),
  continue: () => import('../features/library/continue-route'),
  history: () => import('../features/library/history-route'),
  favorites: () => import('../features/library/favorites-route'),
  trending: () => import('../features/browse/trending-route'),
  topRated: () => import('../features/browse/top-rated-route'),
  categories: () => import('../features/browse/categories-route'),
  settings: () => import('../features/settings/settings-route'),
  download: () => import('../features/downloads/downloads-route'),
  about: () => import('../features/about/about-route'),
  support: () => import('../features/support/support-route'),
  musicHome: () => import('../features/music-library/music-home-route'),
  musicSearch: () => import('../features/music-library/music-search-route'),
  musicLibrary: () => import('../features/music-library/music-library-route'),
  musicFavorites: () => import('../features/music-library/liked-songs-route'),
  musicRecent: () => import('../features/music-library/recent-route'),
  musicPlaylists: () => import('../features/playlists/playlists-route'),
  musicPlaylist: () => import('../features/playlists/playlist-route'),
} satisfies Record<string, PageModule>;

export type PageName = keyof typeof pageModules;

const preloadByPath: Record<string, PageName> = {
  '/': 'home',
  '/search': 'search',
  '/library': 'library',
  '/continue': 'continue',
  '/history': 'history',
  '/favorites': 'favorites',
  '/trending': 'trending',
  '/top-rated': 'topRated',
  '/categories': 'categories',
  '/settings': 'settings',
  '/download': 'download',
  '/about': 'about',
  '/support': 'support',
  '/music': 'musicHome',
  '/music/search': 'musicSearch',
  '/music/library': 'musicLibrary',
  '/music/favorites': 'musicFavorites',
  '/music/recent': 'musicRecent',
  '/music/playlists': 'musicPlaylists',
};

/** Starts loading a page's chunk ahead of navigation; failures surface on the real visit. */
export function preloadRoute(path: string) {
  const name = preloadByPath[path];
  if (name) void pageModules[name]().catch(() => undefined);
}
