import { paths } from '../../config/paths';
import type { PresenceActivity } from '../../lib/platform/bridge';

export type ActivityKind = 'browsing' | 'searching' | 'details' | 'watching';

/** What a detail or player page knows that the route alone does not: the title and episode. */
export interface ReportedActivity {
  kind: 'details' | 'watching';
  title: string;
  season?: number;
  episode?: number;
}

const PAGE_NAMES: Record<string, string> = {
  [paths.home]: 'Home',
  [paths.library]: 'My Library',
  [paths.continue]: 'Continue Watching',
  [paths.trending]: 'Trending Now',
  [paths.topRated]: 'Top Rated',
  [paths.categories]: 'Categories',
  [paths.history]: 'Watch History',
  [paths.favorites]: 'Favorites',
  [paths.settings]: 'Settings',
  [paths.download]: 'Downloads',
  [paths.about]: 'About',
  [paths.support]: 'Support',
  [paths.music]: 'Music',
  [paths.musicLibrary]: 'Music Library',
  [paths.musicFavorites]: 'Liked Songs',
  [paths.musicPlaylists]: 'Playlists',
  [paths.musicRecent]: 'Recently Played',
};

/** The kind of activity a route stands for (spec 7.5: browsing, search, details, watching). */
export function routeKind(pathname: string): ActivityKind {
  if (/^\/(watch|player)\//.test(pathname)) return 'watching';
  if (/^\/(movie|tv|anime)\/[^/]+\/?$/.test(pathname)) return 'details';
  if (pathname === '/search' || pathname === '/music/search') return 'searching';
  return 'browsing';
}

export function routeActivity(pathname: string): PresenceActivity {
  const kind = routeKind(pathname);
  if (kind === 'watching') return { details: 'Watching' };
  if (kind === 'details') return { details: 'Viewing details' };
  if (kind === 'searching') {
    return { details: 'Searching', state: pathname.startsWith('/music') ? 'Music' : undefined };
  }
  const page = PAGE_NAMES[pathname] ?? (pathname.startsWith('/music/playlist/') ? 'Playlist' : '');
  return page ? { details: 'Browsing', state: page } : { details: 'Browsing' };
}

const episodeLabel = ({ season, episode }: ReportedActivity) =>
  season !== undefined && episode !== undefined ? ` · S${season}E${episode}` : '';

export function reportedActivity(report: ReportedActivity): PresenceActivity {
  return report.kind === 'watching'
    ? { details: 'Watching', state: `${report.title}${episodeLabel(report)}` }
    : { details: 'Viewing details', state: report.title };
}

export interface MusicState {
  song: string | null;
  isPlaying: boolean;
}

export const musicActivity = ({ song, isPlaying }: MusicState): PresenceActivity | null =>
  song ? { details: isPlaying ? `Listening to ${song}` : `Paused: ${song}` } : null;
