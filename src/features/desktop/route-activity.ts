import { t } from '@/lib/i18n';
import type { PageActivity } from '@/lib/pages';
import type { ReportedActivity } from '@/lib/platform/active-presence';
import type { PresenceActivity } from '../../lib/platform/bridge';

export type { ReportedActivity };

/** What a page's record says presence shows there (src/lib/pages), by the path shown. */
export type ActivityOf = (pathname: string) => PageActivity | undefined;

/**
 * The activity a page stands for (browsing, searching, details or watching), from its
 * record; a path no page shows counts as browsing.
 */
export function routeActivity(page: PageActivity | undefined): PresenceActivity {
  const kind = page?.kind ?? 'browsing';
  const state = page?.state;
  if (kind === 'watching') return { details: t('desktop.activity.watching') };
  if (kind === 'details') return { details: t('desktop.activity.details') };
  if (kind === 'searching') {
    return { details: t('desktop.activity.searching'), state: state ? t(state) : undefined };
  }
  const details = t('desktop.activity.browsing');
  return state ? { details, state: t(state) } : { details };
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
