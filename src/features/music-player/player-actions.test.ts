import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialCollectionState, useCollectionStore } from '@/lib/storage/music-collection';
import { fakePlaybackEngine } from '@/test/fake-playback-engine';
import {
  addToQueue,
  clearQueue,
  connectEngine,
  cycleRepeat,
  moveInQueue,
  next,
  onSongStart,
  playNext,
  playSong,
  previous,
  removeFromQueue,
  seek,
  setRepeatMode,
  setShuffle,
  setVolume,
  toggleMute,
  togglePlay,
} from './player-actions';
import { initialPlayerState, usePlayerStore } from './model/player.store';
import { ids, song, songs } from '@/test/song-fixtures';

const state = () => usePlayerStore.getState();
const current = () => state().currentSong?.id;

const collection = () => useCollectionStore.getState();

// The engine's side: what it was told to load, and its events (a song ended, its audio failed).
let engine = fakePlaybackEngine();
let unbind = () => {};
const trackEnded = () => engine.emit().onEnded();
const trackFailed = () => engine.emit().onError();

beforeEach(() => {
  usePlayerStore.setState(initialPlayerState(), true);
  useCollectionStore.setState(initialCollectionState(), true);
  engine = fakePlaybackEngine();
  unbind = connectEngine(engine.engine);
});
afterEach(() => unbind());

describe('play', () => {
  it('replaces queue and index, starts, and puts the song first in recently played', () => {
    const list = songs('a', 'b', 'c');
    playSong(list[1]!, list, 1);
    expect(state()).toMatchObject({ currentIndex: 1, isPlaying: true });
    expect(current()).toBe('b');
    expect(ids(collection().recentlyPlayed)).toEqual(['b']);
    const loads = engine.engine.load.mock.calls.length;
    playSong(list[0]!, list, 0);
    expect(engine.engine.load).toHaveBeenCalledTimes(loads + 1);
    expect(ids(collection().recentlyPlayed)).toEqual(['a', 'b']);
  });

  it('without a queue jumps to a queued song, or inserts a new one after the current', () => {
    const list = songs('a', 'b', 'c');
    playSong(list[0]!, list);
    playSong(list[2]!);
    expect(state().currentIndex).toBe(2);
    playSong(song('x'));
    expect(ids(state().queue)).toEqual(['a', 'b', 'c', 'x']);
    expect(current()).toBe('x');
  });

  it('a song without audio is skipped: the song that plays is the newest in recently played', () => {
    const silent = { ...song('x'), downloadUrl: [] };
    const started: (string | undefined)[] = [];
    const stop = onSongStart(() => started.push(current()));
    playSong(silent, [song('a'), silent, song('b')], 1);
    stop();
    expect(current()).toBe('b');
    expect(state().isPlaying).toBe(true);
    expect(ids(collection().recentlyPlayed)).toEqual(['b']);
    expect(started).toEqual(['b']);
  });

  it('a queue of songs without audio stops, and none of them counts as played', () => {
    const silent = { ...song('x'), downloadUrl: [] };
    playSong(silent, [silent], 0);
    expect(state().isPlaying).toBe(false);
    expect(collection().recentlyPlayed).toEqual([]);
  });

  it('recently played is deduplicated and capped at 50', () => {
    const many = Array.from({ length: 60 }, (_, i) => song(`s${i}`));
    for (const s of many) playSong(s, many);
    playSong(many[59]!, many);
    expect(collection().recentlyPlayed).toHaveLength(50);
    expect(ids(collection().recentlyPlayed).filter((id) => id === 's59')).toHaveLength(1);
    expect(collection().recentlyPlayed[0]?.id).toBe('s59');
  });

  it('pause, resume and seek', () => {
    playSong(song('a'), [song('a')]);
    togglePlay();
    expect(state().isPlaying).toBe(false);
    togglePlay();
    expect(state().isPlaying).toBe(true);
    seek(30);
    expect(engine.engine.seek).toHaveBeenLastCalledWith(30);
    seek(999);
    expect(state().currentTime).toBe(60);
  });
});

describe('next and previous with repeat', () => {
  beforeEach(() => playSong(song('a'), songs('a', 'b', 'c'), 0));

  it('next moves on and stops after the last track when repeat is off', () => {
    next();
    next();
    expect(current()).toBe('c');
    next();
    expect(current()).toBe('c');
    expect(state().isPlaying).toBe(false);
  });

  it('repeat all wraps both ways; repeat one restarts the same track', () => {
    setRepeatMode('all');
    previous();
    expect(current()).toBe('c');
    next();
    expect(current()).toBe('a');
    setRepeatMode('one');
    const loads = engine.engine.load.mock.calls.length;
    trackEnded();
    expect(current()).toBe('a');
    expect(engine.engine.load).toHaveBeenCalledTimes(loads + 1);
  });

  it('previous at the start does nothing unless repeat is all', () => {
    previous();
    expect(current()).toBe('a');
    expect(state().currentIndex).toBe(0);
    next();
    previous();
    expect(current()).toBe('a');
  });

  it('repeat cycles off → one → all → off', () => {
    const seen = [state().repeatMode];
    for (let i = 0; i < 3; i++) {
      cycleRepeat();
      seen.push(state().repeatMode);
    }
    expect(seen).toEqual(['off', 'one', 'all', 'off']);
  });

  it('a failed song shows a notice and moves on; a failed last song stops', () => {
    trackFailed();
    expect(current()).toBe('b');
    expect(state().notice).toContain('Song a');
    expect(state().isPlaying).toBe(true);
    next();
    trackFailed();
    expect(state().isPlaying).toBe(false);
    expect(state().notice).toContain('Song c');
  });
});

describe('shuffle', () => {
  it('keeps the current song first, then restores the original order on the current song', () => {
    const list = songs('a', 'b', 'c', 'd', 'e', 'f');
    playSong(list[2]!, list, 2);
    setShuffle(true);
    expect(state().queue[0]?.id).toBe('c');
    expect(state().currentIndex).toBe(0);
    expect([...ids(state().queue)].sort()).toEqual(ids(list));
    next();
    const playing = current();
    setShuffle(false);
    expect(ids(state().queue)).toEqual(ids(list));
    expect(state().queue[state().currentIndex]?.id).toBe(playing);
  });

  it('songs added while shuffled are kept when shuffle is turned off', () => {
    playSong(song('a'), songs('a', 'b'), 0);
    setShuffle(true);
    addToQueue(song('z'));
    setShuffle(false);
    expect(ids(state().queue)).toEqual(['a', 'b', 'z']);
  });

  it('removing one of two copies of a song while shuffled keeps the other in the original order', () => {
    playSong(song('a'), songs('a', 'b', 'c'), 0);
    const x = song('x');
    addToQueue(x);
    addToQueue(x);
    setShuffle(true);
    removeFromQueue(ids(state().queue).indexOf('x'));
    expect(ids(state().queue).filter((id) => id === 'x')).toHaveLength(1);
    setShuffle(false);
    expect(ids(state().queue)).toEqual(['a', 'b', 'c', 'x']);
  });
});

describe('queue actions', () => {
  beforeEach(() => playSong(song('b'), songs('a', 'b', 'c', 'd'), 1));

  it('adds to the end and plays next after the current', () => {
    addToQueue(song('x'));
    playNext(song('y'));
    expect(ids(state().queue)).toEqual(['a', 'b', 'y', 'c', 'd', 'x']);
    expect(current()).toBe('b');
  });

  it('removing before the current shifts the index; removing the current plays its neighbour', () => {
    removeFromQueue(0);
    expect(state().currentIndex).toBe(0);
    expect(current()).toBe('b');
    removeFromQueue(0);
    expect(current()).toBe('c');
    expect(state().isPlaying).toBe(true);
    removeFromQueue(1);
    expect(ids(state().queue)).toEqual(['c']);
    removeFromQueue(0);
    expect(state().currentSong).toBeNull();
  });

  it('removing the last song while it plays moves to the one before it', () => {
    playSong(song('d'), songs('a', 'b', 'c', 'd'), 3);
    removeFromQueue(3);
    expect(current()).toBe('c');
  });

  it('moves keep the current song current; same place is a no-op', () => {
    const before = state().queue;
    moveInQueue(2, 2);
    expect(state().queue).toBe(before);
    moveInQueue(1, 3);
    expect(ids(state().queue)).toEqual(['a', 'c', 'd', 'b']);
    expect(state().currentIndex).toBe(3);
    moveInQueue(0, 3);
    expect(state().currentIndex).toBe(2);
    moveInQueue(3, 0);
    expect(state().currentIndex).toBe(3);
    expect(state().queue[state().currentIndex]?.id).toBe('b');
  });

  it('clear empties the queue while the current song carries on', () => {
    clearQueue();
    expect(state().queue).toEqual([]);
    expect(current()).toBe('b');
    trackEnded();
    expect(state().isPlaying).toBe(false);
  });
});

describe('volume', () => {
  it('clamps volume; mute goes to 0 and unmute to 0.7', () => {
    setVolume(1.4);
    expect(state().volume).toBe(1);
    setVolume(0.35);
    toggleMute();
    expect(state().volume).toBe(0);
    toggleMute();
    expect(state().volume).toBe(0.7);
  });
});
