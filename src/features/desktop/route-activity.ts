import { msg, t } from '@/lib/i18n';
import { paths } from '../../config/paths';
import type { ReportedActivity } from '@/lib/platform/active-presence';
import type { PresenceActivity } from '../../lib/platform/bridge';

export type ActivityKind = 'browsing' | 'searching' | 'details' | 'watching';

export type { ReportedActivity };

/** Page names as message ids, translated when an activity is built (the status follows the language). */
const PAGE_NAMES: Record<string, string> = {
  [paths.home]: msg('desktop.page.home'),
  [paths.library]: msg('desktop.page.myLibrary'),
  [paths.continue]: msg('desktop.page.continueWatching'),
  [paths.trending]: msg('desktop.page.trending'),
  [paths.topRated]: msg('desktop.page.topRated'),
  [paths.categories]: msg('desktop.page.categories'),
  [paths.history]: msg('desktop.page.watchHistory'),
  [paths.favorites]: msg('desktop.page.favorites'),
  [paths.settings]: msg('desktop.page.settings'),
  [paths.download]: msg('desktop.page.downloads'),
  [paths.about]: msg('desktop.page.about'),
  [paths.support]: msg('desktop.page.support'),
  [paths.music]: msg('desktop.page.music'),
  [paths.musicLibrary]: msg('desktop.page.musicLibrary'),
  [paths.musicFavorites]: msg('desktop.page.likedSongs'),
  [paths.musicPlaylists]: msg('desktop.page.playlists'),
  [paths.musicRecent]: msg('desktop.page.recentlyPlayed'),
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
  if (kind === 'watching') return { details: t('desktop.activity.watching') };
  if (kind === 'details') return { details: t('desktop.activity.details') };
  if (kind === 'searching') {
    const inMusic = pathname.startsWith('/music');
    return {
      details: t('desktop.activity.searching'),
      state: inMusic ? t('desktop.page.music') : undefined,
    };
  }
  const page =
    PAGE_NAMES[pathname] ??
    (pathname.startsWith('/music/playlist/') ? msg('desktop.page.playlist') : '');
  const details = t('desktop.activity.browsing');
  return page ? { details, state: t(page) } : { details };
}

/** "The Show · S1E2" (German "S1:F2", as the player writes it), or the title alone. */
const watchingState = ({ title, season, episode }: ReportedActivity) =>
  season !== undefined && episode !== undefined
    ? t('desktop.activity.episode', { title, season, episode })
    : title;

export function reportedActivity(report: ReportedActivity): PresenceActivity {
  return report.kind === 'watching'
    ? { details: t('desktop.activity.watching'), state: watchingState(report) }
    : { details: t('desktop.activity.details'), state: report.title };
}

export interface MusicState {
  song: string | null;
  isPlaying: boolean;
}

export const musicActivity = ({ song, isPlaying }: MusicState): PresenceActivity | null =>
  song
    ? {
        details: isPlaying
          ? t('desktop.activity.listening', { song })
          : t('desktop.activity.paused', { song }),
      }
    : null;
