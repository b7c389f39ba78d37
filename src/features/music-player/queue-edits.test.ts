import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialCollectionState, useCollectionStore } from '@/lib/storage/music-collection';
import { fakePlaybackEngine } from '@/test/fake-playback-engine';
import { next, connectEngine, playSong, removeFromQueue } from './player-actions';
import { setShuffle } from './player-options';
import { addToQueue, clearQueue, moveInQueue, playNext } from './queue-edits';
import { initialPlayerState, usePlayerStore } from './model/player.store';
import { ids, song, songs } from '@/test/song-fixtures';

// Editing the queue, and shuffling it, while a song plays (the engine is a fake that reports).
const state = () => usePlayerStore.getState();
const current = () => state().currentSong?.id;

let engine = fakePlaybackEngine();
let unbind = () => {};
const trackEnded = () => engine.emit().onEnded();

beforeEach(() => {
  usePlayerStore.setState(initialPlayerState(), true);
  useCollectionStore.setState(initialCollectionState(), true);
  engine = fakePlaybackEngine();
  unbind = connectEngine(engine.engine);
});
afterEach(() => unbind());

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
