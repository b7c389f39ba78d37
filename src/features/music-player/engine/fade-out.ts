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
}

/**
 * Lowers the output along a quarter cosine (gentle at first, quiet well before the end) over
 * `ms`, pauses, then puts the output back at the listener's volume, so the next play is not
 * silent. A pause by the listener meanwhile ends the fade at once.
 */
export function createFadeOut(deps: FadeOutDeps) {
  return async function fadeOut(ms: number): Promise<void> {
    const steps = Math.max(1, Math.round(Math.max(0, ms) / STEP_MS));
    for (let step = 1; step <= steps && deps.isPlaying(); step += 1) {
      await deps.wait(ms / steps);
      deps.setOutputVolume(deps.listenerVolume() * Math.cos(((step / steps) * Math.PI) / 2));
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
});

/** Fades the music out over `ms` milliseconds, then pauses (the sleep timer's ending). */
export function fadeOutAndPause(ms: number): Promise<void> {
  return appFadeOut(ms);
}
