import { useEffect, useRef, type RefObject } from 'react';
import type { MediaItem } from '../../lib/tmdb/types';
import { log } from '../../lib/log';
import {
  isTrackingWatching,
  useContinueWatchingStore,
  useWatchHistoryStore,
  saveMediaData,
} from '@/lib/storage/video-lists';
import { createVideoRecorder, saveVideoPlay } from '@/lib/storage/play-log';
import type { WatchTarget } from './embed-urls';
import {
  createPlayerMessageHandler,
  createProgressTracker,
  type PlayerEvent,
} from './player-messages';
import { entryFor } from './resume';

interface SessionOptions {
  target: WatchTarget;
  /** The title's list fields once the details are loaded. */
  item: MediaItem | undefined;
  /** Regular episodes of the whole series, once the show's seasons are known. */
  seriesEpisodes?: number;
  iframeRef: RefObject<HTMLIFrameElement | null>;
  trustedOrigins: ReadonlySet<string>;
  onEnded: () => void;
  /** Every accepted message from the embed: a sign of life (null for MEDIA_DATA). */
  onMessage?: (event: PlayerEvent | null) => void;
}

/** Past this share of a known duration, an episode counts as ended (credits are running). */
export const ENDED_FRACTION = 0.95;

/** Events that are not playback: the demo player's "ready" says only that it loaded. */
const NOT_PLAYBACK = new Set(['ready']);

export const isPlayback = (event: PlayerEvent) => !NOT_PLAYBACK.has(event.event);

/**
 * One episode's (or movie's) viewing: records history and the continue entry when the title is
 * known, and turns the embed's window messages into saved progress. Mount once per episode.
 */
export function usePlayerSession({
  target,
  item,
  seriesEpisodes,
  iframeRef,
  trustedOrigins,
  onEnded,
  onMessage,
}: SessionOptions) {
  const itemRef = useRef(item);
  const seriesRef = useRef(seriesEpisodes);
  const onEndedRef = useRef(onEnded);
  const onMessageRef = useRef(onMessage);
  const endedRef = useRef(false);
  /** The latest position the embed reported, so a server switch can resume there. */
  const positionRef = useRef<number | undefined>(undefined);
  useEffect(() => {
    itemRef.current = item;
    seriesRef.current = seriesEpisodes;
    onEndedRef.current = onEnded;
    onMessageRef.current = onMessage;
  });

  const trackerRef = useRef<ReturnType<typeof createProgressTracker> | null>(null);

  useEffect(() => {
    if (!item) return;
    const existing = entryFor(useContinueWatchingStore.getState().entries, target);
    useWatchHistoryStore.getState().actions.record(item);
    useContinueWatchingStore.getState().actions.save({
      item,
      season: target.season,
      episode: target.episode,
      progress: existing?.progress ?? 0,
      positionSeconds: existing?.positionSeconds,
    });
    // Record once per title and episode, not on every details refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item?.id, item?.type, target.season, target.episode]);

  useEffect(() => {
    const tracker = createProgressTracker({
      save: ({ percent, position }) => {
        const current = itemRef.current;
        if (!current) return;
        useContinueWatchingStore.getState().actions.save({
          item: current,
          season: target.season,
          episode: target.episode,
          progress: percent,
          positionSeconds: position,
        });
      },
    });
    trackerRef.current = tracker;
    // The play log (what Rewind counts): the seconds that really played in this session.
    const recorder = createVideoRecorder({
      subject: () => {
        const current = itemRef.current;
        if (!current) return undefined;
        const { id, type, title, posterPath, genreIds } = current;
        const episodic = type === 'tv' ? { season: target.season, episode: target.episode } : {};
        const series =
          type === 'tv' && seriesRef.current ? { seriesEpisodes: seriesRef.current } : {};
        return {
          mediaId: id,
          mediaType: type,
          title,
          posterPath,
          genreIds,
          ...episodic,
          ...series,
        };
      },
      recording: isTrackingWatching,
      save: saveVideoPlay,
    });
    const handler = createPlayerMessageHandler({
      trustedOrigins,
      getSource: () => iframeRef.current?.contentWindow ?? null,
      onPlayerEvent: (event) => {
        onMessageRef.current?.(event);
        if (!isPlayback(event)) return;
        positionRef.current = event.currentTime;
        tracker.report(event);
        recorder.report(event);
        const nearEnd = event.duration > 0 && event.currentTime >= event.duration * ENDED_FRACTION;
        if ((event.event === 'ended' || nearEnd) && !endedRef.current) {
          endedRef.current = true;
          onEndedRef.current();
        }
        // Seeking back before the end makes a later end count again.
        if (!nearEnd && event.event !== 'ended') endedRef.current = false;
      },
      onMediaData: (data) => {
        onMessageRef.current?.(null);
        if (isTrackingWatching()) saveMediaData(data);
      },
      onIgnored: (reason, data) => log.debug('player', `ignored message (${reason})`, data),
    });
    const flush = () => {
      tracker.flush();
      recorder.flush();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('message', handler);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('message', handler);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [target.season, target.episode, trustedOrigins, iframeRef]);

  return { positionRef, flush: () => trackerRef.current?.flush() };
}
