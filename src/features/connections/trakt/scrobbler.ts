import type { VideoPlay } from '@/lib/storage/play-log';
import type { AddInput } from '../queue/outbox';

/** Trakt counts a title stopped at 80 % or more as watched. */
export const WATCHED_PERCENT = 80;
/**
 * The play log saves a session every 15 s while it plays (and at once on pause): a session not
 * saved for this long has paused or was left, and Trakt is told "pause".
 */
export const PAUSED_AFTER_MS = 35_000;

export interface ScrobblerOptions {
  add: (input: AddInput) => void;
  /** Where the title is (percent), as the player last reported it. */
  progressOf: (play: VideoPlay) => number | undefined;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

interface Session {
  round: number;
  running: boolean;
  stopped: boolean;
  timer: unknown;
}

export function scrobbleBody(play: VideoPlay, progress: number) {
  const rounded = Math.round(Math.min(100, Math.max(0, progress)) * 100) / 100;
  return play.mediaType === 'movie'
    ? { movie: { ids: { tmdb: play.mediaId } }, progress: rounded }
    : {
        show: { ids: { tmdb: play.mediaId } },
        episode: { season: play.season ?? 1, number: play.episode ?? 1 },
        progress: rounded,
      };
}

/**
 * Scrobbles the player's sessions (the play log's records, one per session): "start" when it
 * plays, "pause" when it has stopped playing a while, "stop" with the percentage once it reaches
 * 80 %, which Trakt records as watched. Each send has a key of its own, so a session's
 * saves, however many, start it once per round and stop it once.
 */
export function createScrobbler(options: ScrobblerOptions) {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const sessions = new Map<string, Session>();

  function percentOf(play: VideoPlay): number {
    const reported = options.progressOf(play);
    if (reported !== undefined) return reported;
    if (play.finished) return 100;
    return play.duration ? (play.seconds / play.duration) * 100 : 0;
  }

  function observe(id: string, play: VideoPlay) {
    const session = sessions.get(id) ?? { round: 0, running: false, stopped: false, timer: null };
    sessions.set(id, session);
    if (session.stopped) return;
    if (session.timer !== null) clearTimer(session.timer);
    session.timer = null;
    const progress = percentOf(play);
    if (progress >= WATCHED_PERCENT || play.finished) {
      session.stopped = true;
      options.add({
        service: 'trakt',
        kind: 'scrobble-stop',
        key: `scrobble-stop:${id}`,
        body: scrobbleBody(play, Math.max(progress, play.finished ? WATCHED_PERCENT : 0)),
      });
      return;
    }
    if (!session.running) {
      session.running = true;
      session.round += 1;
      options.add({
        service: 'trakt',
        kind: 'scrobble-start',
        key: `scrobble-start:${id}:${session.round}`,
        body: scrobbleBody(play, progress),
      });
    }
    session.timer = setTimer(() => {
      session.timer = null;
      session.running = false;
      options.add({
        service: 'trakt',
        kind: 'scrobble-pause',
        key: `scrobble-pause:${id}:${session.round}`,
        body: scrobbleBody(play, percentOf(play)),
      });
    }, PAUSED_AFTER_MS);
  }

  return {
    observe,
    stop() {
      for (const session of sessions.values())
        if (session.timer !== null) clearTimer(session.timer);
    },
  };
}
