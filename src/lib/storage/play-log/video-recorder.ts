import { createPlayMeter } from './play-meter';
import { playId, type VideoPlay } from './play-types';

/** Past this share of its length a movie or an episode counts as finished. */
export const FINISHED_FRACTION = 0.9;
/** While playing, the session is saved at most this often (and on pause, end and leaving). */
export const VIDEO_SAVE_INTERVAL_MS = 15_000;

/** What a session is of: read when it is saved, since the title's details may come later. */
export interface VideoSubject {
  mediaId: number;
  mediaType: 'movie' | 'tv';
  title: string;
  posterPath: string | null;
  genreIds: number[];
  season?: number;
  episode?: number;
  seriesEpisodes?: number;
}

/** One of the player's progress events (the embed's messages): `play`, `timeupdate`, `pause`, `ended`… */
export interface VideoProgress {
  event: string;
  currentTime: number;
  duration: number;
}

export interface VideoRecorderOptions {
  subject: () => VideoSubject | undefined;
  /** Whether watching is recorded now (track watching on, incognito off). */
  recording: () => boolean;
  save: (id: string, play: VideoPlay) => void;
  now?: () => number;
}

const SAVE_AT_ONCE = new Set(['pause', 'ended']);

/**
 * One viewing session of the player, made of its progress events. Nothing is saved until some
 * of it really played; then the session's record grows as it plays on.
 */
export function createVideoRecorder(options: VideoRecorderOptions) {
  const now = options.now ?? Date.now;
  const meter = createPlayMeter();
  let startedAt: string | null = null;
  let duration: number | undefined;
  let ended = false;
  let savedSeconds = -1;
  let savedFinished = false;
  let lastSave = Number.NEGATIVE_INFINITY;
  let id: string | null = null;

  const finished = () =>
    ended ||
    (duration !== undefined && duration > 0 && meter.furthest >= duration * FINISHED_FRACTION);

  function flush() {
    const subject = options.subject();
    const seconds = Math.round(meter.seconds);
    if (!subject || startedAt === null || seconds <= 0) return;
    if (seconds === savedSeconds && finished() === savedFinished) return;
    if (!options.recording()) return;
    id ??= playId(startedAt);
    savedSeconds = seconds;
    savedFinished = finished();
    lastSave = now();
    options.save(id, {
      ...subject,
      startedAt,
      seconds,
      ...(duration !== undefined ? { duration: Math.round(duration) } : {}),
      finished: savedFinished,
    });
  }

  function report(progress: VideoProgress) {
    const at = now();
    if (progress.duration > 0) duration = progress.duration;
    if (progress.event === 'ended') ended = true;
    const added = meter.sample(
      progress.event === 'ended' ? (duration ?? progress.currentTime) : progress.currentTime,
      at,
    );
    if (added > 0 && startedAt === null) startedAt = new Date(at - added * 1000).toISOString();
    if (progress.event === 'pause') meter.restart();
    if (SAVE_AT_ONCE.has(progress.event) || at - lastSave >= VIDEO_SAVE_INTERVAL_MS) flush();
  }

  return { report, flush };
}
