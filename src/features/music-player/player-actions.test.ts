import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialCollectionState, useCollectionStore } from '@/lib/storage/music-collection';
import { fakePlaybackEngine } from '@/test/fake-playback-engine';
import { connectEngine, next, playSong, previous, seek, togglePlay } from './player-actions';
import { onSongStart } from './player-events';
import { cycleRepeat, setRepeatMode, setVolume, toggleMute } from './player-options';
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
