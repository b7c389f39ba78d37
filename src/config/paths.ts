/** Every path of the route table, declared once. Links are built with these helpers. */
export type MediaType = 'movie' | 'tv';
export type WatchType = 'movie' | 'tv' | 'anime';

export const paths = {
  home: '/',
  search: '/search',
  library: '/library',
  continue: '/continue',
  trending: '/trending',
  topRated: '/top-rated',
  categories: '/categories',
  history: '/history',
  favorites: '/favorites',
  settings: '/settings',
  download: '/download',
  about: '/about',
  support: '/support',
  music: '/music',
  musicSearch: '/music/search',
  musicLibrary: '/music/library',
  musicFavorites: '/music/favorites',
  musicPlaylists: '/music/playlists',
  musicRecent: '/music/recent',
} as const;

export const href = {
  detail: (type: WatchType, id: number | string) => `/${type}/${id}`,
  watch: (type: WatchType, id: number | string, season?: number, episode?: number) =>
    type === 'movie' ? `/watch/movie/${id}` : `/watch/${type}/${id}/${season ?? 1}/${episode ?? 1}`,
  player: (type: WatchType, id: number | string, season?: number, episode?: number) =>
    type === 'movie'
      ? `/player/movie/${id}`
      : `/player/${type}/${id}/${season ?? 1}/${episode ?? 1}`,
  search: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  playlist: (id: string) => `/music/playlist/${encodeURIComponent(id)}`,
  musicSearch: (query?: string) =>
    query ? `/music/search?q=${encodeURIComponent(query)}` : '/music/search',
};
