import { collectionActions } from '@/lib/storage/music-collection';
import { allowedSongs, getContentRestrictions, songAllowed } from '@/lib/content-restrictions';
import type { Song } from '@/lib/music/types';
import { t } from '@/lib/i18n';
import { bindEngine, type Playback } from './engine/engine-binding';
import { bindMediaSession } from './engine/media-session';
import type { PlaybackEngine } from './engine/playback-engine';
import { ensureAudioEngine } from './engine/start-engine';
import { withoutHidden } from './model/hidden-songs';
import { usePlayerStore, type PlayerState } from './model/player.store';
import { playTarget, removal, type Start } from './model/player-moves';
import { nextStep, previousIndex } from './model/queue-ops';
import { emitSeek, emitSongStart } from './player-events';

/*
 * The player's commands that drive the engine, each exported once (README: "State and
 * actions"; those that only write the store are in player-options.ts and queue-edits.ts).
 * Each changes the store, then tells the bound audio engine what to do. Before an engine exists the store alone
 * changes; the engine, once bound, picks the current song up from there.
 */

const get = usePlayerStore.getState;
const set = usePlayerStore.setState;

let playback: Playback | null = null;

/** Binds `engine` as the one that plays (the app's own, or a test's fake). Returns the unbind. */
export function connectEngine(engine: PlaybackEngine): () => void {
  playback?.unbind();
  const bound = bindEngine(engine, { ended: trackEnded, failed: trackFailed, started });
  playback = bound;
  return () => {
    bound.unbind();
    if (playback === bound) playback = null;
  };
}

/**
 * The app's audio engine, created and bound on first use. The actions that can start sound
 * call it first, synchronously, so the element's `play()` runs while the browser still counts
 * the click as the gesture that allows it (Safari on iOS refuses a later one).
 */
export function ensurePlayback() {
  if (playback) return;
  ensureAudioEngine((engine) => {
    connectEngine(engine);
    bindMediaSession({ resume, pause, next, previous, seek });
  });
}

/**
 * Listening together (features/together): the precise heard position, and the rate that keeps
 * this player on the room's clock (null gives Settings' speed back). Null/no-op before the
 * engine exists.
 */
export const syncedPlayback = {
  position: () => playback?.position() ?? null,
  setRate: (rate: number | null) => playback?.setSyncRate(rate),
};

/** Make `index` of `queue` the playing song, from its start (never one the profile hides). */
function startAt(asked: Start) {
  const start = withoutHidden(asked, get().originalQueue, getContentRestrictions());
  if (!start) {
    const queue = allowedSongs(asked.queue);
    return halt({ queue, currentIndex: queue.findIndex((s) => s.id === get().currentSong?.id) });
  }
  const { index, queue, extra } = start;
  const song = queue[index];
  if (!song) return;
  set({
    ...extra,
    queue,
    currentIndex: index,
    currentSong: song,
    isPlaying: true,
    currentTime: 0,
    duration: song.duration ?? 0,
  });
  playback?.load();
  // A song without audio fails inside load(): the failure already started the next song, or
  // stopped a queue that has none it can play (the failed song stays current, not playing).
  const now = get();
  if (now.currentSong !== song || !now.isPlaying) return;
  emitSongStart();
  collectionActions.recordPlayed(song);
}
const startIndex = (index: number) => startAt({ index, queue: get().queue, extra: {} });

/** Counts pauses and resumes, so a fade can tell whether the listener stepped in. */
let playChanges = 0;

/** Playback stops (with any other changes in `patch`); a playing engine pauses. */
function halt(patch: Partial<PlayerState> = {}) {
  playChanges += 1;
  const wasPlaying = get().isPlaying;
  set({ ...patch, isPlaying: false });
  if (wasPlaying) playback?.pause();
}

/** Starts `start` when its song may play in this profile, with the engine there to play it. */
function startAllowed(start: Start) {
  const song = start.queue[start.index];
  if (!song) return;
  if (!songAllowed(song)) return refuse(song);
  ensurePlayback();
  startAt(start);
}

/** Play a song (see `playTarget`: with `queue` it replaces the queue). */
export function playSong(song: Song, queue?: Song[], index?: number) {
  startAllowed(playTarget(get(), song, queue, index));
}

/**
 * Play `index` of `queue`, taken in its order as the new queue (a listening room's window, in
 * the room's order). `shuffled` says whether that order is a shuffle, and the player's flag
 * follows (left out: the flag stays). A shuffled queue's original order is not known here, so
 * Shuffle off keeps this one.
 */
export function playQueueAt(queue: Song[], index: number, shuffled = get().isShuffled) {
  const originalQueue = shuffled ? queue : null;
  startAllowed({ index, queue, extra: { isShuffled: shuffled, originalQueue, notice: null } });
}

/**
 * Takes `queue` as the queue around the song now playing, which stands at its `index`, without
 * starting that song again (a listening room's host added songs or shuffled mid-song).
 * `shuffled` as for `playQueueAt`. Nothing changes when `index` is not the song now playing.
 * The songs the profile hides are left out, as `playQueueAt` leaves them out.
 */
export function followQueue(room: Song[], index: number, shuffled: boolean) {
  const song = room[index];
  if (!song || song.id !== get().currentSong?.id) return;
  // Songs the profile hides stay out (a kids profile in a room of explicit songs).
  const queue = allowedSongs(room);
  const at = queue.indexOf(song);
  if (at < 0) return;
  set({ queue, currentIndex: at, isShuffled: shuffled, originalQueue: shuffled ? queue : null });
}

/** Play the queue's song at `index`, leaving the queue (and any shuffle of it) as it is. */
export function playAt(index: number) {
  startAllowed({ index, queue: get().queue, extra: { notice: null } });
}

export const pause = () => halt();

export function resume() {
  ensurePlayback();
  const { currentSong, isPlaying } = get();
  if (!currentSong || isPlaying) return;
  if (!songAllowed(currentSong)) return refuse(currentSong);
  playChanges += 1;
  set({ isPlaying: true });
  playback?.play();
}

export function togglePlay() {
  ensurePlayback();
  if (get().isPlaying) pause();
  else resume();
}

export function seek(time: number) {
  const { duration } = get();
  const clamped = Math.max(0, duration > 0 ? Math.min(time, duration) : time);
  set({ currentTime: clamped });
  playback?.seek(clamped);
  emitSeek(clamped);
}

/** Next: repeat 'one' restarts the track; at the end, 'all' wraps, else playing stops. */
export function next() {
  const { queue, currentIndex, repeatMode } = get();
  const step = nextStep(queue.length, currentIndex, repeatMode);
  if (step.kind === 'restart') return startIndex(currentIndex);
  if (step.kind === 'go') return startIndex(step.index);
  halt();
  seek(0);
}

export function previous() {
  const { queue, currentIndex, repeatMode } = get();
  const index = previousIndex(queue.length, currentIndex, repeatMode);
  if (index !== null) startIndex(index);
}

/**
 * The sleep timer's end: the music fades to silence over `ms`, then pauses (the volume is back
 * where it was for the next play). Resolves once paused; does nothing when nothing plays. A
 * pause by hand during the fade ends it (the engine restores the volume), and what the
 * listener does after that is left alone.
 */
export async function fadeOutAndPause(ms: number) {
  if (!get().isPlaying) return;
  const changes = playChanges;
  await playback?.fadeOut(ms);
  if (playChanges === changes) pause();
}

/** A kids profile's player says why a song it hides does not play (README: content restrictions). */
const refuse = (song: Song) =>
  halt({ notice: t('musicPlayer.errors.hidden', { name: song.name }) });

export function removeFromQueue(index: number) {
  const { start, patch, stops } = removal(get(), index);
  if (start) startAt(start);
  else if (stops) halt(patch);
  else set(patch);
}

/* What the engine reports: a song's end and failure move the queue on. */

function trackEnded() {
  if (get().stopAfterCurrent) halt({ stopAfterCurrent: false });
  else next();
}

let failuresInARow = 0;
/** A song whose audio fails: say so, then move on instead of silently stopping the queue. */
function trackFailed(song: Song) {
  failuresInARow += 1;
  const { queue, currentIndex, repeatMode } = get();
  const notice = t('musicPlayer.errors.skipped', { name: song.name });
  const step = nextStep(queue.length, currentIndex, repeatMode === 'one' ? 'off' : repeatMode);
  if (step.kind === 'go' && failuresInARow < queue.length) {
    return startAt({ index: step.index, queue, extra: { notice } });
  }
  failuresInARow = 0;
  halt({ notice: t('musicPlayer.errors.unplayable', { name: song.name }) });
}
function started() {
  failuresInARow = 0;
}
