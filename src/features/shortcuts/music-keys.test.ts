import { beforeEach, describe, expect, it } from 'vitest';
import { initialCollectionState, useCollectionStore } from '@/lib/storage/music-collection';
import {
  initialPlayerState,
  isQueueOpen,
  playSong,
  setVolume,
  usePlayerStore,
} from '@/features/music-player';
import { song } from '@/test/song-fixtures';
import { musicKeys } from './music-keys';

const state = () => usePlayerStore.getState();

beforeEach(() => {
  usePlayerStore.setState(initialPlayerState(), true);
  useCollectionStore.setState(initialCollectionState(), true);
  if (isQueueOpen()) musicKeys.run('queue');
});

describe('the music keys', () => {
  it('do nothing without a current song', () => {
    expect(musicKeys.hasSong()).toBe(false);
    expect(musicKeys.run('togglePlay')).toBe(false);
    expect(musicKeys.run('mute')).toBe(false);
    expect(state().volume).toBe(1);
  });

  it('play and pause, seek 10 s, change songs', () => {
    const list = [song('a'), song('b'), song('c')];
    playSong(list[0]!, list, 0);
    usePlayerStore.setState({ duration: 60, currentTime: 30 });
    expect(musicKeys.run('togglePlay')).toBe(true);
    expect(state().isPlaying).toBe(false);
    musicKeys.run('togglePlay');
    expect(state().isPlaying).toBe(true);
    musicKeys.run('seekForward');
    expect(state().currentTime).toBe(40);
    musicKeys.run('seekBack');
    musicKeys.run('seekBack');
    expect(state().currentTime).toBe(20);
    musicKeys.run('nextSong');
    expect(state().currentSong?.id).toBe('b');
    musicKeys.run('previousSong');
    expect(state().currentSong?.id).toBe('a');
  });

  it('move the volume in tenths, mute and unmute', () => {
    playSong(song('a'), [song('a')], 0);
    setVolume(0.7);
    musicKeys.run('volumeUp');
    expect(state().volume).toBe(0.8);
    musicKeys.run('volumeDown');
    musicKeys.run('volumeDown');
    expect(state().volume).toBe(0.6);
    musicKeys.run('mute');
    expect(state().volume).toBe(0);
    musicKeys.run('volumeDown');
    expect(state().volume).toBe(0);
    musicKeys.run('mute');
    expect(state().volume).toBeGreaterThan(0);
  });

  it('like the current song, open the queue, shuffle and cycle repeat', () => {
    playSong(song('a'), [song('a'), song('b')], 0);
    musicKeys.run('like');
    expect(useCollectionStore.getState().favorites.map((s) => s.id)).toEqual(['a']);
    musicKeys.run('like');
    expect(useCollectionStore.getState().favorites).toEqual([]);
    musicKeys.run('queue');
    expect(musicKeys.queueOpen()).toBe(true);
    musicKeys.run('queue');
    expect(musicKeys.queueOpen()).toBe(false);
    musicKeys.run('shuffle');
    expect(state().isShuffled).toBe(true);
    const before = state().repeatMode;
    musicKeys.run('repeat');
    expect(state().repeatMode).not.toBe(before);
  });
});
