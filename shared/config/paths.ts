/**
 * The hash routes' paths that links are built to, with the helpers below. Each
 * page's record (src/lib/pages) names its routes from these, so a path is written once;
 * src/app/pages.test.ts fails when one is not shown by the record of the same route name.
 * In shared/ because the build's manifest test and e2e read them too.
 */
export type MediaType = 'movie' | 'tv';
export type WatchType = 'movie' | 'tv' | 'anime';

/** The pages without parameters, linked to as they are. */
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
  together: '/together',
  rewind: '/rewind',
} as const;

/** The pages with parameters, as route patterns; links to them come from `href`. */
export const patterns = {
  movie: '/movie/:id',
  tv: '/tv/:id',
  anime: '/anime/:id',
  watchMovie: '/watch/movie/:id',
  watchTv: '/watch/tv/:id/:season/:episode',
  watchAnime: '/watch/anime/:id/:season/:episode',
  player: '/player/:type/:id',
  playerEpisode: '/player/:type/:id/:season/:episode',
  musicPlaylist: '/music/playlist/:id',
  togetherRoom: '/together/:room',
  rewindYear: '/rewind/:year',
} as const;

export type RouteName = keyof typeof paths | keyof typeof patterns;

/** Every route of the table by name, with or without parameters. */
export const routePatterns: Readonly<Record<RouteName, string>> = { ...paths, ...patterns };

type Param = string | number;

/** A pattern with its `:name` parameters filled in, each encoded as one path segment. */
function fill(pattern: string, params: Record<string, Param>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

const withQuery = (path: string, query?: string) =>
  query ? `${path}?q=${encodeURIComponent(query)}` : path;

const episodeOf = (id: Param, season?: number, episode?: number) => ({
  id,
  season: season ?? 1,
  episode: episode ?? 1,
});

export const href = {
  detail: (type: WatchType, id: Param) => fill(patterns[type], { id }),
  watch: (type: WatchType, id: Param, season?: number, episode?: number) =>
    type === 'movie'
      ? fill(patterns.watchMovie, { id })
      : fill(
          type === 'tv' ? patterns.watchTv : patterns.watchAnime,
          episodeOf(id, season, episode),
        ),
  player: (type: WatchType, id: Param, season?: number, episode?: number) =>
    type === 'movie'
      ? fill(patterns.player, { type, id })
      : fill(patterns.playerEpisode, { type, ...episodeOf(id, season, episode) }),
  search: (query?: string) => withQuery(paths.search, query),
  playlist: (id: string) => fill(patterns.musicPlaylist, { id }),
  musicSearch: (query?: string) => withQuery(paths.musicSearch, query),
  rewind: (year: number) => fill(patterns.rewindYear, { year }),
};
