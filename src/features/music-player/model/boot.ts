import { startPlayerPersistence } from './player-persistence';

let started = false;

/** Loads the stored lists and settings into the player store once per page. */
export function bootPlayerStore() {
  if (started || typeof window === 'undefined') return;
  started = true;
  startPlayerPersistence();
}
