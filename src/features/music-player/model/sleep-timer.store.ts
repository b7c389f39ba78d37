import { create } from 'zustand';
import { fadeOutAndPause, pause } from '../player-actions';
import { onSongStart } from '../player-events';
import { setStopAfterCurrent } from '../player-options';
import { usePlayerStore } from './player.store';
import {
  fadeNow,
  remainingMs,
  startSleepTimer,
  type Progress,
  type SleepChoice,
  type SleepTimer,
} from './sleep-timer';

export interface SleepTimerState {
  timer: SleepTimer | null;
  /** Milliseconds left, refreshed twice a second; null until a song's length is known. */
  remaining: number | null;
}

/** Twice a second: the display moves every second, and the end of a song is met within 0.5 s. */
const TICK_MS = 500;

interface SleepTimerDeps {
  now(): number;
  progress(): Progress;
  fadeOut(ms: number): Promise<void>;
  /** Calls back when another song (or the same again) starts; returns the way to stop. */
  onSongStart(callback: () => void): () => void;
  pause(): void;
  /** Whether playback ends with the current song (no next song is prepared or started). */
  stopAfterCurrent(on: boolean): void;
}

/** The running sleep timer: one per app; not stored, so a reload ends it (as a new session). */
export function createSleepTimer(deps: SleepTimerDeps) {
  const store = create<SleepTimerState>()(() => ({ timer: null, remaining: null }));
  let ticker: ReturnType<typeof setInterval> | null = null;

  const stopTicking = () => {
    if (ticker !== null) clearInterval(ticker);
    ticker = null;
    store.setState({ timer: null, remaining: null });
  };
  const cancel = () => {
    if (store.getState().timer?.kind === 'endOfSong') deps.stopAfterCurrent(false);
    stopTicking();
  };

  const tick = () => {
    const { timer } = store.getState();
    if (!timer) return cancel();
    const remaining = remainingMs(timer, deps.now(), deps.progress());
    const fade = fadeNow(timer, remaining);
    if (fade === null) return store.setState({ remaining });
    stopTicking();
    // Should the song still end before its fade does, the next one is stopped as it starts.
    const stopWatching =
      timer.kind === 'endOfSong' ? deps.onSongStart(() => deps.pause()) : () => {};
    void deps.fadeOut(fade).finally(() => {
      stopWatching();
      if (timer.kind === 'endOfSong') deps.stopAfterCurrent(false);
    });
  };

  const start = (choice: SleepChoice) => {
    cancel();
    const timer = startSleepTimer(choice, deps.now());
    // The engine must not start the next song early (a gapless hand-over) meanwhile.
    if (timer.kind === 'endOfSong') deps.stopAfterCurrent(true);
    store.setState({ timer });
    tick();
    if (store.getState().timer) ticker = setInterval(tick, TICK_MS);
  };

  return { store, start, cancel };
}

const sleepTimer = createSleepTimer({
  now: () => Date.now(),
  progress: () => {
    const { currentTime, duration } = usePlayerStore.getState();
    return { currentTime, duration };
  },
  fadeOut: fadeOutAndPause,
  onSongStart,
  pause,
  stopAfterCurrent: setStopAfterCurrent,
});

export const useSleepTimer = sleepTimer.store;
export const startSleep = sleepTimer.start;
export const cancelSleep = sleepTimer.cancel;
