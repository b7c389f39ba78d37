import {
  reportPlaying,
  reportProgress,
  trackEnded,
  trackFailed,
  trackStarted,
  usePlayerStore,
} from '../model/player-store';
import type { Song } from '@/lib/music/types';
import { nextStep } from '../model/queue-ops';
import type { PlayerState } from '../model/player-store';
import type { PlaybackEngine, TrackInfo } from './playback-engine';
import { bindMediaSession } from './media-session';
import { playbackUrl } from './settings-binding';

const trackInfo = (song: Song): TrackInfo => ({
  album: song.album?.id ?? null,
  replayGainDb: song.replayGainDb,
});

/** The song the queue plays when the current one ends by itself (repeat-one: itself again). */
function upNext(state: PlayerState) {
  if (state.stopAfterCurrent) return { song: null, restart: false };
  const step = nextStep(state.queue.length, state.currentIndex, state.repeatMode);
  if (step.kind === 'restart') return { song: state.currentSong, restart: true };
  return { song: step.kind === 'go' ? (state.queue[step.index] ?? null) : null, restart: false };
}

/**
 * Makes an audio engine follow the store: a new `loadToken` loads and starts the current song,
 * `isPlaying`, `volume` and `seekRequest` are applied, the song that plays next is announced
 * (so the engine can start it on time), and the engine's events flow back.
 * Returns a function that unbinds.
 */
export function bindEngine(engine: PlaybackEngine, mediaSession = bindMediaSession): () => void {
  const store = usePlayerStore;
  let loadedToken = -1;

  const loadCurrent = () => {
    const state = store.getState();
    loadedToken = state.loadToken;
    const song = state.currentSong;
    if (!song) return;
    const url = playbackUrl(song);
    if (!url) return trackFailed(song);
    engine.load(url, trackInfo(song));
    if (state.isPlaying) void start();
  };

  const start = async () => {
    const started = await engine.play();
    if (!started) reportPlaying(false);
  };

  engine.setEvents({
    onTime: (time, duration) => reportProgress(time, duration),
    onPlayingChange: (playing) => reportPlaying(playing),
    onEnded: () => trackEnded(),
    onStarted: () => trackStarted(),
    onError: () => {
      const song = store.getState().currentSong;
      if (song) trackFailed(song);
    },
  });
  let preparedUrl: string | null | undefined;
  let preparedRestart = false;
  const prepareNext = (state: PlayerState) => {
    if (!engine.prepareNext) return;
    const { song, restart } = upNext(state);
    const url = song && playbackUrl(song);
    if (url === preparedUrl && restart === preparedRestart) return;
    preparedUrl = url;
    preparedRestart = restart;
    engine.prepareNext(song && url ? { url, restart, ...trackInfo(song) } : null);
  };

  engine.setVolume(store.getState().volume);
  if (store.getState().currentSong) loadCurrent();
  prepareNext(store.getState());

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.loadToken !== loadedToken) loadCurrent();
    else if (state.isPlaying !== previous.isPlaying) {
      if (state.isPlaying) void start();
      else engine.pause();
    }
    if (state.volume !== previous.volume) engine.setVolume(state.volume);
    if (state.seekRequest && state.seekRequest !== previous.seekRequest) {
      engine.seek(state.seekRequest.time);
    }
    prepareNext(state);
  });
  const unbindSession = mediaSession();
  return () => {
    unsubscribe();
    unbindSession();
  };
}
