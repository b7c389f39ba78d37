import * as store from '../model/player-store';
import type { Song } from '@/lib/music/types';
import { currentEngine, ensureAudioEngine } from './start-engine';

/*
 * The actions a listener's click can start sound with. The audio element is created and bound
 * first, synchronously, so the store change that follows calls `audio.play()` while the browser
 * still counts the click as the gesture that allows it (Safari on iOS refuses a later play()).
 */

export function playSong(song: Song, queue?: Song[], index?: number) {
  ensureAudioEngine();
  store.playSong(song, queue, index);
}

export function resume() {
  ensureAudioEngine();
  store.resume();
}

export function togglePlay() {
  ensureAudioEngine();
  store.togglePlay();
}

/**
 * The sleep timer's end: the music fades to silence over `ms`, then pauses (the volume is back
 * where it was for the next play). Resolves once paused; does nothing when nothing plays.
 */
export async function fadeOutAndPause(ms: number) {
  if (!store.usePlayerStore.getState().isPlaying) return;
  await currentEngine()?.fadeOut?.(ms);
  store.pause();
}
