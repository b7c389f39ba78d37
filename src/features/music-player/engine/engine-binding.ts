import { songAllowed } from '@/lib/content-restrictions';
import { usePlayerStore } from '../model/player.store';
import type { Song } from '@/lib/music/types';
import { nextStep } from '../model/queue-ops';
import type { PlayerState } from '../model/player.store';
import type { PlaybackEngine, PlaybackPosition, TrackInfo } from './playback-engine';
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

/** What the player does when the engine reports the end or failure of a song. */
export interface EngineReactions {
  /** The current song ended by itself (the engine may already play the next one). */
  ended(): void;
  /** The song's audio failed, or it has none. */
  failed(song: Song): void;
  /** The current song sounds. */
  started(): void;
}

/** The commands a bound engine takes; the player's actions call them after changing the store. */
export interface Playback {
  /** Loads the current song from its start, and starts it when the store says it plays. */
  load(): void;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  /** Ramps to silence over `ms`, then pauses (the sleep timer). */
  fadeOut(ms: number): Promise<void>;
  /** Listening together: the heard position, and the rate that keeps it on the room's clock. */
  position(): PlaybackPosition | null;
  setSyncRate(rate: number | null): void;
  unbind(): void;
}

/** From the audio engine: where playback is. Not persisted, so it is not written per tick. */
export function reportProgress(currentTime: number, duration: number) {
  usePlayerStore.setState((s) => ({
    currentTime,
    duration: Number.isFinite(duration) && duration > 0 ? duration : s.duration,
  }));
}

/**
 * Binds an audio engine to the player: the returned commands load, play, pause and seek it;
 * the engine's events (time, playing, ended, error) flow back into the store and `reactions`.
 * Two things of the state are settings rather than commands, and the engine follows them as
 * they change: the volume, and the song that plays next (so the engine can start it on time).
 * A song already current when the engine binds is loaded (and started if the store says so).
 */
export function bindEngine(engine: PlaybackEngine, reactions: EngineReactions): Playback {
  const store = usePlayerStore;

  // A refusal answers its own play() only: one that settles after a newer play() (the next
  // song, once this one failed) must not pause that one.
  let plays = 0;
  const start = async () => {
    const mine = ++plays;
    const started = await engine.play();
    if (!started && mine === plays) follow(false);
  };
  /*
   * The element started or stopped on its own (media keys, an unplugged headset, a refused
   * autoplay): the store follows, and so does the engine's own play or pause, which mutes at
   * once, rewinds by the delay line and calls off a hand-over under way.
   */
  const follow = (playing: boolean) => {
    if (store.getState().isPlaying === playing) return;
    store.setState({ isPlaying: playing });
    if (playing) void start();
    else engine.pause();
  };

  // The last guard of a kids profile: a song it hides is never handed to the engine, however it
  // reached the store (the actions leave them out; a room's queue, a queue kept from before).
  const load = () => {
    const { currentSong: song, isPlaying } = store.getState();
    if (!song || !songAllowed(song)) return;
    const url = playbackUrl(song);
    if (!url) return reactions.failed(song);
    engine.load(url, trackInfo(song));
    if (isPlaying) void start();
  };

  engine.setEvents({
    onTime: reportProgress,
    onPlayingChange: follow,
    onEnded: () => reactions.ended(),
    onStarted: () => reactions.started(),
    onError: () => {
      const song = store.getState().currentSong;
      if (song) reactions.failed(song);
    },
  });
  let preparedUrl: string | null | undefined;
  let preparedRestart = false;
  const prepareNext = (state: PlayerState) => {
    if (!engine.prepareNext) return;
    const { song, restart } = upNext(state);
    const url = song && songAllowed(song) ? playbackUrl(song) : null;
    if (url === preparedUrl && restart === preparedRestart) return;
    preparedUrl = url;
    preparedRestart = restart;
    engine.prepareNext(song && url ? { url, restart, ...trackInfo(song) } : null);
  };

  engine.setVolume(store.getState().volume);
  load();
  prepareNext(store.getState());
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.volume !== previous.volume) engine.setVolume(state.volume);
    prepareNext(state);
  });
  return {
    load,
    play: () => void start(),
    pause: () => engine.pause(),
    seek: (seconds) => engine.seek(seconds),
    fadeOut: async (ms) => engine.fadeOut?.(ms),
    position: () => engine.position?.() ?? null,
    setSyncRate: (rate) => engine.setSyncRate?.(rate),
    unbind: unsubscribe,
  };
}
