import { initCollection } from '@/lib/storage/music-collection';
import { yieldToMain } from '@/lib/startup';
import { startPlayerPersistence } from './model/player-persistence';

let started = false;

/**
 * Starts music for this page: the collection's stored lists and the player's settings are read
 * and kept in step with storage. The layout calls it when a music page first shows; later calls
 * do nothing.
 */
export function initMusic() {
  if (started || typeof window === 'undefined') return;
  started = true;
  void yieldToMain().then(initCollection);
  startPlayerPersistence();
}
