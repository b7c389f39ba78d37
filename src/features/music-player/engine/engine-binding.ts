import {
  reportPlaying,
  reportProgress,
  trackEnded,
  trackFailed,
  trackStarted,
  usePlayerStore,
} from '../model/player-store';
import type { PlaybackEngine } from './playback-engine';
import { bindMediaSession } from './media-session';
import { localAudioUrl } from '@/lib/music/local-audio';
import { preferredStreamUrl } from './settings-binding';

/**
 * Makes an audio engine follow the store: a new `loadToken` loads and starts the current song,
 * `isPlaying`, `volume` and `seekRequest` are applied, and the engine's events flow back.
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
    // A downloaded song plays from the device, with or without a network.
    const url = localAudioUrl(song.id) ?? preferredStreamUrl(song);
    if (!url) return trackFailed(song);
    engine.load(url);
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
  engine.setVolume(store.getState().volume);
  if (store.getState().currentSong) loadCurrent();

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
  });
  const unbindSession = mediaSession();
  return () => {
    unsubscribe();
    unbindSession();
  };
}
