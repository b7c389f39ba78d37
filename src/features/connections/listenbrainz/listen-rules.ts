import type { SongPlay } from '@/lib/storage/play-log';

/** ListenBrainz's rule: a listen once half the song or 4 minutes have played, … */
export const LISTEN_AFTER_S = 240;
/** … and never for a song shorter than 30 seconds. */
export const SHORTEST_SONG_S = 30;
/** "Playing now" is for what plays now: a play older than its song when it is seen is not. */
const PLAYING_NOW_GRACE_S = 30;

export interface TrackMetadata {
  artist_name: string;
  track_name: string;
  release_name?: string;
  additional_info: {
    duration_ms?: number;
    media_player: string;
    submission_client: string;
    music_service_name: string;
  };
}

export type ListenDecision =
  | { kind: 'playing-now'; key: string; body: { track_metadata: TrackMetadata; until: number } }
  | { kind: 'listen'; key: string; body: { listened_at: number; track_metadata: TrackMetadata } };

const metadata = (play: SongPlay): TrackMetadata => ({
  artist_name: play.artist || 'Unknown artist',
  track_name: play.name,
  ...(play.album ? { release_name: play.album } : {}),
  additional_info: {
    ...(play.duration ? { duration_ms: Math.round(play.duration * 1000) } : {}),
    media_player: 'Reelbeat',
    submission_client: 'Reelbeat',
    music_service_name: 'Reelbeat',
  },
});

/** Seconds of a play that make it a listen; null: this song never makes one. */
export function listenThreshold(duration: number | null): number | null {
  if (duration === null || duration <= 0) return LISTEN_AFTER_S;
  if (duration < SHORTEST_SONG_S) return null;
  return Math.min(duration / 2, LISTEN_AFTER_S);
}

/**
 * What one saved song play (the play log's record, `id` its play id) sends to ListenBrainz.
 * The play log already counts only what really played (a pause or a seek adds nothing) and
 * makes each repeat a play of its own; its id makes each send's key, so however often a play
 * is saved, it is "playing now" once and a listen once.
 */
export function decideListens(id: string, play: SongPlay, nowMs: number): ListenDecision[] {
  const decisions: ListenDecision[] = [];
  const started = Date.parse(play.startedAt);
  const track_metadata = metadata(play);
  const length = play.duration ?? LISTEN_AFTER_S;
  const until = started + (length + PLAYING_NOW_GRACE_S) * 1000;
  if (nowMs < until) {
    decisions.push({ kind: 'playing-now', key: `now:${id}`, body: { track_metadata, until } });
  }
  const threshold = listenThreshold(play.duration);
  if (threshold !== null && play.seconds >= threshold) {
    decisions.push({
      kind: 'listen',
      key: `listen:${id}`,
      body: { listened_at: Math.floor(started / 1000), track_metadata },
    });
  }
  return decisions;
}
