import { create } from 'zustand';
import { collectionActions } from '@/lib/storage/music-collection';
import type { Song } from '@/lib/music/types';
import { t } from '@/lib/i18n';
import {
  REPEAT_CYCLE,
  UNMUTE_VOLUME,
  clampVolume,
  insertAfter,
  moveItem,
  nextStep,
  previousIndex,
  removeAt,
  shuffleQueue,
  unshuffleQueue,
  type RepeatMode,
} from './queue-ops';

export interface PlayerState {
  queue: Song[];
  /** The queue's order before shuffle was turned on; null while not shuffled. */
  originalQueue: Song[] | null;
  currentIndex: number;
  currentSong: Song | null;
  isPlaying: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  isShuffled: boolean;
  repeatMode: RepeatMode;
  /** Bumped whenever the current song must (re)load from its start; the audio engine follows it. */
  loadToken: number;
  /** A seek the engine must perform; `token` makes repeated seeks to one time distinct. */
  seekRequest: { time: number; token: number } | null;
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
  loadToken: 0,
  seekRequest: null,
  notice: null,
});

/**
 * Playback only: the queue, what plays and how. The listener's lists are the collection store
 * of music-library; starting a song records it there.
 */
export const usePlayerStore = create<PlayerState>()(initialPlayerState);

const get = usePlayerStore.getState;
const set = usePlayerStore.setState;

/** Make `index` of the current queue the playing song, from its start. */
function startAt(index: number, queue = get().queue, extra: Partial<PlayerState> = {}) {
  const song = queue[index];
  if (!song) return;
  set((s) => ({
    ...extra,
    queue,
    currentIndex: index,
    currentSong: song,
    isPlaying: true,
    currentTime: 0,
    duration: song.duration ?? 0,
    loadToken: s.loadToken + 1,
  }));
  collectionActions.recordPlayed(song);
}

/**
 * Play a song. With `queue`, that list replaces the queue (shuffled around the song when
 * shuffle is on). Without it, a song already queued is jumped to, and any other is put after
 * the current one so next and previous keep working.
 */
export function playSong(song: Song, queue?: Song[], index?: number) {
  const state = get();
  if (queue) {
    const at = index ?? queue.findIndex((s) => s.id === song.id);
    const list = at >= 0 && queue[at]?.id === song.id ? queue : [song, ...queue];
    const position = list === queue ? at : 0;
    if (state.isShuffled) {
      startAt(0, shuffleQueue(list, position), { originalQueue: list, notice: null });
    } else {
      startAt(position, list, { originalQueue: null, notice: null });
    }
    return;
  }
  const existing = state.queue.findIndex((s) => s.id === song.id);
  if (existing >= 0) return startAt(existing, state.queue, { notice: null });
  const list = insertAfter(state.queue, state.currentIndex, [song]);
  startAt(Math.max(0, state.currentIndex + 1), list, {
    originalQueue: state.originalQueue ? [...state.originalQueue, song] : null,
    notice: null,
  });
}

export const pause = () => set({ isPlaying: false });
export const resume = () => {
  if (get().currentSong) set({ isPlaying: true });
};
export const togglePlay = () => (get().isPlaying ? pause() : resume());

export function seek(time: number) {
  const { duration, seekRequest } = get();
  const clamped = Math.max(0, duration > 0 ? Math.min(time, duration) : time);
  set({
    currentTime: clamped,
    seekRequest: { time: clamped, token: (seekRequest?.token ?? 0) + 1 },
  });
}

/** Next (spec 4): repeat 'one' restarts the track; at the end, 'all' wraps, else playing stops. */
export function next() {
  const { queue, currentIndex, repeatMode } = get();
  const step = nextStep(queue.length, currentIndex, repeatMode);
  if (step.kind === 'restart') return startAt(currentIndex);
  if (step.kind === 'go') return startAt(step.index);
  stopAtEnd();
}

function stopAtEnd() {
  set({ isPlaying: false });
  seek(0);
}

export function previous() {
  const { queue, currentIndex, repeatMode } = get();
  const index = previousIndex(queue.length, currentIndex, repeatMode);
  if (index !== null) startAt(index);
}

export const cycleRepeat = () => set((s) => ({ repeatMode: REPEAT_CYCLE[s.repeatMode] }));
export const setRepeatMode = (repeatMode: RepeatMode) => set({ repeatMode });

export function setShuffle(on: boolean) {
  const s = get();
  if (on === s.isShuffled) return;
  if (on) {
    set({
      isShuffled: true,
      originalQueue: s.queue,
      queue: shuffleQueue(s.queue, s.currentIndex),
      currentIndex: s.currentIndex >= 0 ? 0 : -1,
    });
  } else {
    const restored = unshuffleQueue(s.originalQueue ?? s.queue, s.currentSong);
    set({ isShuffled: false, originalQueue: null, ...restored });
  }
}
export const toggleShuffle = () => setShuffle(!get().isShuffled);

const asList = (songs: Song | Song[]) => (Array.isArray(songs) ? songs : [songs]);

export function addToQueue(songs: Song | Song[]) {
  const list = asList(songs);
  set((s) => ({
    queue: [...s.queue, ...list],
    originalQueue: s.originalQueue ? [...s.originalQueue, ...list] : null,
  }));
}

export function playNext(songs: Song | Song[]) {
  const list = asList(songs);
  set((s) => ({
    queue: insertAfter(s.queue, s.currentIndex, list),
    originalQueue: s.originalQueue ? [...s.originalQueue, ...list] : null,
  }));
}

export function removeFromQueue(index: number) {
  const s = get();
  const removed = s.queue[index];
  const result = removeAt(s.queue, index, s.currentIndex);
  const originalQueue = s.originalQueue?.filter((song) => song !== removed) ?? null;
  if (result.currentRemoved && result.currentIndex >= 0) {
    return startAt(result.currentIndex, result.queue, { originalQueue });
  }
  set({ queue: result.queue, currentIndex: result.currentIndex, originalQueue });
  if (result.currentRemoved) set({ isPlaying: false, currentSong: null });
}

/** Clears the queue; the song now playing carries on until it ends. */
export const clearQueue = () => set({ queue: [], originalQueue: null, currentIndex: -1 });

export function moveInQueue(from: number, to: number) {
  const s = get();
  set(moveItem(s.queue, from, to, s.currentIndex));
}

export const setVolume = (volume: number) => set({ volume: clampVolume(volume) });
/** Mute sets the volume to 0; unmute brings it back to 0.7 (spec 4). */
export const toggleMute = () => set((s) => ({ volume: s.volume > 0 ? 0 : UNMUTE_VOLUME }));

export const dismissNotice = () => set({ notice: null });

/** From the audio engine: where playback is. Not persisted, so it is not written per tick. */
export function reportProgress(currentTime: number, duration: number) {
  set((s) => ({
    currentTime,
    duration: Number.isFinite(duration) && duration > 0 ? duration : s.duration,
  }));
}

/** From the audio engine: the element started or stopped on its own (media keys, unplugged headset). */
export const reportPlaying = (isPlaying: boolean) => {
  if (get().isPlaying !== isPlaying) set({ isPlaying });
};

export const trackEnded = () =>
  get().stopAfterCurrent ? set({ isPlaying: false, stopAfterCurrent: false }) : next();
export const setStopAfterCurrent = (stopAfterCurrent: boolean) => set({ stopAfterCurrent });

let failuresInARow = 0;
/** A song whose audio fails: say so, then move on instead of silently stopping the queue. */
export function trackFailed(song: Song) {
  failuresInARow += 1;
  const { queue, currentIndex, repeatMode } = get();
  const notice = t('musicPlayer.errors.skipped', { name: song.name });
  const step = nextStep(queue.length, currentIndex, repeatMode === 'one' ? 'off' : repeatMode);
  if (step.kind === 'go' && failuresInARow < queue.length)
    return startAt(step.index, queue, { notice });
  failuresInARow = 0;
  set({ isPlaying: false, notice: t('musicPlayer.errors.unplayable', { name: song.name }) });
}
export const trackStarted = () => {
  failuresInARow = 0;
};
