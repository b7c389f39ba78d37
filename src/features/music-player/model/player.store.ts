import { create } from 'zustand';
import type { Song } from '@/lib/music/types';
import type { RepeatMode } from './queue-ops';

/**
 * What plays and how: state only. Commands (play, pause, seek, next, load a song…) are the
 * functions of `player-actions.ts`, which change this state and tell the audio engine.
 */
export interface PlayerState {
  queue: Song[];
  /** The queue's order before shuffle was turned on; null while not shuffled. */
  originalQueue: Song[] | null;
  currentIndex: number;
  currentSong: Song | null;
  isPlaying: boolean;
  /** Where playback is, for display; the engine reports it. */
  currentTime: number;
  duration: number;
  volume: number;
  isShuffled: boolean;
  repeatMode: RepeatMode;
  /** A message for the listener, e.g. a song that could not be played. */
  notice: string | null;
  /**
   * Playback ends with the current song (the sleep timer's "End of current song"): no next song
   * is prepared, and the song's end pauses on it instead of moving on.
   */
  stopAfterCurrent: boolean;
}

export const initialPlayerState = (): PlayerState => ({
  queue: [],
  originalQueue: null,
  currentIndex: -1,
  currentSong: null,
  isPlaying: false,
  stopAfterCurrent: false,
  currentTime: 0,
  duration: 0,
  volume: 1,
  isShuffled: false,
  repeatMode: 'off',
  notice: null,
});

/**
 * Playback only: the queue, what plays and how. The listener's lists are the collection store
 * of music-library; starting a song records it there.
 */
export const usePlayerStore = create<PlayerState>()(initialPlayerState);
