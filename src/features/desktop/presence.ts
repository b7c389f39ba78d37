import type { PresenceActivity, ReelbeatBridge } from '../../lib/platform/bridge';
import {
  musicActivity,
  reportedActivity,
  routeActivity,
  type ActivityOf,
  type MusicState,
  type ReportedActivity,
} from './route-activity';

export type { ActivityOf, MusicState, ReportedActivity } from './route-activity';

/** Presence services rate-limit updates; one per 15 s keeps us well inside their limits. */
export const PRESENCE_THROTTLE_MS = 15_000;

export interface PresenceOptions {
  bridge: ReelbeatBridge;
  isIncognito: () => boolean;
  /** What each page's record says presence shows there. */
  activityOf: ActivityOf;
  now?: () => number;
}

export interface PresenceController {
  setRoute(pathname: string): void;
  /** Title details for the route that was current when the page reported them. */
  report(activity: ReportedActivity, pathname: string): void;
  setMusic(state: MusicState): void;
  /** Called when incognito mode changes: turning it on withdraws what was shown. */
  incognitoChanged(): void;
  stop(): void;
}

const warn = (error: unknown) => console.warn('[reelbeat] presence update failed:', error);

/** Presence failures are never the user's problem: log them and carry on. */
function safely(call: () => Promise<void>) {
  try {
    call().catch(warn);
  } catch (error) {
    warn(error);
  }
}

const keyOf = (activity: PresenceActivity) => `${activity.details}\n${activity.state ?? ''}`;

/**
 * The one presence module for video and music. It works out the current activity from the
 * route, what the detail/player page reported and the music player, and sends it at most once
 * per PRESENCE_THROTTLE_MS; the latest state always goes out when the window reopens.
 */
export function createPresence({
  bridge,
  isIncognito,
  activityOf,
  now = Date.now,
}: PresenceOptions): PresenceController {
  /** Nothing is sent until the first route is known. */
  let route: string | null = null;
  let reported: { path: string; activity: ReportedActivity } | null = null;
  let music: MusicState = { song: null, isPlaying: false };
  let started: { key: string; at: number } | null = null;
  let pending: PresenceActivity | null = null;
  let lastSentKey: string | null = null;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const current = (route: string): PresenceActivity => {
    const page = activityOf(route);
    // Watching video wins over music; elsewhere the current song is the more telling status.
    if (page?.kind !== 'watching') {
      const song = musicActivity(music);
      if (song) return song;
    }
    if (reported && reported.path === route) return reportedActivity(reported.activity);
    return routeActivity(page);
  };

  const flush = () => {
    timer = undefined;
    const activity = pending;
    pending = null;
    if (stopped || !activity || isIncognito()) return;
    const key = keyOf(activity);
    if (key === lastSentKey) return;
    lastSentKey = key;
    lastSentAt = now();
    safely(() => bridge.presence.set(activity));
  };

  const update = () => {
    if (stopped || route === null || isIncognito()) return;
    const activity = current(route);
    const key = keyOf(activity);
    if (started?.key !== key) started = { key, at: now() };
    pending = { ...activity, startedAt: started.at };
    if (timer !== undefined) return;
    const wait = lastSentAt + PRESENCE_THROTTLE_MS - now();
    if (wait <= 0) flush();
    else timer = setTimeout(flush, wait);
  };

  return {
    setRoute(pathname) {
      route = pathname;
      if (reported && reported.path !== pathname) reported = null;
      update();
    },
    report(activity, pathname) {
      reported = { path: pathname, activity };
      update();
    },
    setMusic(state) {
      music = state;
      update();
    },
    incognitoChanged() {
      if (!isIncognito()) {
        update();
        return;
      }
      clearTimeout(timer);
      timer = undefined;
      pending = null;
      lastSentKey = null;
      safely(() => bridge.presence.clear());
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

export { reportActivity, setActivePresence } from '@/lib/platform/active-presence';
