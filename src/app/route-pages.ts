import type { RouteName } from '../config/paths';

/**
 * The page each route of `config/paths.ts` shows (spec 2.1), by the page's name in
 * route-modules.ts (`pageModules`). Plain data, so the build can read it too: it lists the
 * files each page needs for index.html (scripts/page-files-plugin.ts). route-modules.ts checks
 * that every name is a page.
 */
export const pagesOfRoutes = {
  home: 'home',
  movie: 'title',
  tv: 'title',
  anime: 'title',
  watchMovie: 'watch',
  watchTv: 'watch',
  watchAnime: 'watch',
  player: 'watch',
  playerEpisode: 'watch',
  search: 'search',
  library: 'library',
  continue: 'continue',
  trending: 'trending',
  topRated: 'topRated',
  categories: 'categories',
  history: 'history',
  favorites: 'favorites',
  settings: 'settings',
  download: 'download',
  about: 'about',
  support: 'support',
  music: 'musicHome',
  musicSearch: 'musicSearch',
  musicLibrary: 'musicLibrary',
  musicFavorites: 'musicFavorites',
  musicPlaylists: 'musicPlaylists',
  musicRecent: 'musicRecent',
  musicPlaylist: 'musicPlaylist',
  together: 'together',
} as const satisfies Record<RouteName, string>;
