import type { Song } from '@/lib/music/types';
import type { PlayerState } from './player.store';
import { insertAfter, moveItem, removeAt, shuffleQueue, unshuffleQueue } from './queue-ops';

/*
 * How each queue command changes the player's state, computed from the state before it. Pure:
 * the actions (`player-actions.ts`) apply the result and tell the audio engine.
 */

/** A song to start from its beginning: `index` of `queue`, with `extra` changes. */
export interface Start {
  index: number;
  queue: Song[];
  extra: Partial<PlayerState>;
}

/**
 * Playing a song. With `queue`, that list replaces the queue (shuffled around the song when
 * shuffle is on). Without it, a song already queued is jumped to, and any other is put after
 * the current one so next and previous keep working.
 */
export function playTarget(state: PlayerState, song: Song, queue?: Song[], index?: number): Start {
  if (queue) {
    const at = index ?? queue.findIndex((s) => s.id === song.id);
    const list = at >= 0 && queue[at]?.id === song.id ? queue : [song, ...queue];
    const position = list === queue ? at : 0;
    if (state.isShuffled) {
      return {
        index: 0,
        queue: shuffleQueue(list, position),
        extra: { originalQueue: list, notice: null },
      };
    }
    return { index: position, queue: list, extra: { originalQueue: null, notice: null } };
  }
  const existing = state.queue.findIndex((s) => s.id === song.id);
  if (existing >= 0) return { index: existing, queue: state.queue, extra: { notice: null } };
  return {
    index: Math.max(0, state.currentIndex + 1),
    queue: insertAfter(state.queue, state.currentIndex, [song]),
    extra: {
      originalQueue: state.originalQueue ? [...state.originalQueue, song] : null,
      notice: null,
    },
  };
}

/** Shuffle on: the current song first, the rest mixed; off: the original order. Null: no change. */
export function shuffleChange(state: PlayerState, on: boolean): Partial<PlayerState> | null {
  if (on === state.isShuffled) return null;
  if (on) {
    return {
      isShuffled: true,
      originalQueue: state.queue,
      queue: shuffleQueue(state.queue, state.currentIndex),
      currentIndex: state.currentIndex >= 0 ? 0 : -1,
    };
  }
  const restored = unshuffleQueue(state.originalQueue ?? state.queue, state.currentSong);
  return { isShuffled: false, originalQueue: null, ...restored };
}

/** Songs added at the end, or right after the current song (`next`); kept when unshuffled. */
export function withAdded(state: PlayerState, songs: Song[], next: boolean) {
  return {
    queue: next ? insertAfter(state.queue, state.currentIndex, songs) : [...state.queue, ...songs],
    originalQueue: state.originalQueue ? [...state.originalQueue, ...songs] : null,
  };
}

/**
 * Removing a queued song. Removing the current one starts its neighbour (`start`); when it was
 * the only song, no song is current and playback stops (`stops`).
 */
export function removal(state: PlayerState, index: number) {
  const removed = state.queue[index];
  const result = removeAt(state.queue, index, state.currentIndex);
  const originalQueue = state.originalQueue && withoutOne(state.originalQueue, removed);
  if (result.currentRemoved && result.currentIndex >= 0) {
    const start: Start = {
      index: result.currentIndex,
      queue: result.queue,
      extra: { originalQueue },
    };
    return { start, patch: {}, stops: false };
  }
  const patch: Partial<PlayerState> = {
    queue: result.queue,
    currentIndex: result.currentIndex,
    originalQueue,
    ...(result.currentRemoved ? { currentSong: null } : {}),
  };
  return { start: null, patch, stops: result.currentRemoved };
}

/**
 * The list less one copy of `song`: a song queued twice (the same record) is two entries, and
 * removing one of them from the shuffled queue leaves the other in the original order.
 */
function withoutOne(list: Song[], song: Song | undefined) {
  const at = song ? list.indexOf(song) : -1;
  return at < 0 ? list : list.filter((_, i) => i !== at);
}

export const moved = (state: PlayerState, from: number, to: number) =>
  moveItem(state.queue, from, to, state.currentIndex);
