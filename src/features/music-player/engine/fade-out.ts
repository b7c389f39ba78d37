import { pause, usePlayerStore } from '../model/player-store';
import { ensureAudioEngine } from './start-engine';

/** How often the volume steps down: smooth to the ear, cheap for the main thread. */
const STEP_MS = 100;

export interface FadeOutDeps {
  /** The output's volume (0-1), not the listener's setting: the store keeps the setting. */
  setOutputVolume(volume: number): void;
  listenerVolume(): number;
  isPlaying(): boolean;
  pause(): void;
  wait(ms: number): Promise<void>;
  now(): number;
}

/**
 * Lowers the output along a quarter cosine (gentle at first, quiet well before the end) over
 * `ms`, pauses, then puts the output back at the listener's volume, so the next play is not
 * silent. Each step reads the clock, so a busy main thread (late timers) never stretches the
 * fade past `ms`. A pause by the listener meanwhile ends the fade at once.
 */
export function createFadeOut(deps: FadeOutDeps) {
  return async function fadeOut(ms: number): Promise<void> {
    const length = Math.max(0, ms);
    const start = deps.now();
    let elapsed = 0;
    while (elapsed < length && deps.isPlaying()) {
      await deps.wait(Math.min(STEP_MS, length - elapsed));
      elapsed = deps.now() - start;
      const share = Math.min(1, elapsed / length);
      deps.setOutputVolume(deps.listenerVolume() * Math.cos((share * Math.PI) / 2));
    }
    deps.pause();
    deps.setOutputVolume(deps.listenerVolume());
  };
}

const appFadeOut = createFadeOut({
  setOutputVolume: (volume) => ensureAudioEngine().setVolume(Math.max(0, Math.min(1, volume))),
  listenerVolume: () => usePlayerStore.getState().volume,
  isPlaying: () => usePlayerStore.getState().isPlaying,
  pause,
  wait: (ms) => new Promise((done) => setTimeout(done, ms)),
  now: () => performance.now(),
});

/** Fades the music out over `ms` milliseconds, then pauses (the sleep timer's ending). */
export function fadeOutAndPause(ms: number): Promise<void> {
  return appFadeOut(ms);
}
