import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePlaybackEngine as fakeEngine } from '@/test/fake-playback-engine';
import { initialPlayerState, usePlayerStore } from '../model/player.store';
import { connectEngine, next, pause, playSong, seek } from '../player-actions';
import { setRepeatMode, setStopAfterCurrent, setVolume } from '../player-options';
import { song, songs } from '@/test/song-fixtures';
import type { PlaybackEngine } from './playback-engine';

let unbind = () => {};
const bindEngine = (engine: PlaybackEngine) => (unbind = connectEngine(engine));
beforeEach(() => usePlayerStore.setState(initialPlayerState(), true));
afterEach(() => unbind());

describe('engine binding', () => {
  it('loads the preferred URL and plays, follows pause, volume and seeks', () => {
    const { engine } = fakeEngine();
    bindEngine(engine);
    playSong(song('a'), songs('a', 'b'), 0);
    expect(engine.load).toHaveBeenCalledWith('/audio/a', { album: null });
    expect(engine.play).toHaveBeenCalledTimes(1);
    pause();
    expect(engine.pause).toHaveBeenCalled();
    setVolume(0.4);
    expect(engine.setVolume).toHaveBeenLastCalledWith(0.4);
    seek(12);
    expect(engine.seek).toHaveBeenCalledWith(12);
  });

  it('moves on when a track ends, and reports progress without a reload', () => {
    const { engine, emit } = fakeEngine();
    bindEngine(engine);
    playSong(song('a'), songs('a', 'b'), 0);
    emit().onTime(5, 60);
    expect(usePlayerStore.getState().currentTime).toBe(5);
    expect(engine.load).toHaveBeenCalledTimes(1);
    emit().onEnded();
    expect(usePlayerStore.getState().currentSong?.id).toBe('b');
    expect(engine.load).toHaveBeenLastCalledWith('/audio/b', { album: null });
  });

  it('a song without audio or with failing audio is skipped with a notice', () => {
    const { engine, emit } = fakeEngine();
    bindEngine(engine);
    const silent = { ...song('x'), downloadUrl: [] };
    playSong(silent, [silent, song('b'), song('c')], 0);
    expect(usePlayerStore.getState().currentSong?.id).toBe('b');
    expect(usePlayerStore.getState().notice).toContain('Song x');
    emit().onError();
    expect(usePlayerStore.getState().currentSong?.id).toBe('c');
  });

  it('announces the song that plays next, so the engine can start it on time', () => {
    const { engine } = fakeEngine();
    const prepareNext = vi.fn();
    bindEngine({ ...engine, prepareNext });
    const onAlbum = { ...song('b'), album: { id: 'album-1', name: 'One' }, replayGainDb: -3 };
    playSong(song('a'), [song('a'), onAlbum], 0);
    expect(prepareNext).toHaveBeenLastCalledWith({
      url: '/audio/b',
      album: 'album-1',
      replayGainDb: -3,
      restart: false,
    });
    setRepeatMode('one');
    expect(prepareNext).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/audio/a', restart: true }),
    );
    setRepeatMode('off');
    next();
    // The last song: nothing follows.
    expect(prepareNext).toHaveBeenLastCalledWith(null);
    const calls = prepareNext.mock.calls.length;
    setVolume(0.3);
    expect(prepareNext).toHaveBeenCalledTimes(calls);
  });

  it('prepares no next song while playback is to end with the current one (sleep timer)', () => {
    const { engine, emit } = fakeEngine();
    const prepareNext = vi.fn();
    bindEngine({ ...engine, prepareNext });
    playSong(song('a'), [song('a'), song('b')], 0);
    expect(prepareNext).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/audio/b' }));
    setStopAfterCurrent(true);
    expect(prepareNext).toHaveBeenLastCalledWith(null);
    emit().onEnded();
    expect(usePlayerStore.getState()).toMatchObject({
      isPlaying: false,
      stopAfterCurrent: false,
    });
    expect(usePlayerStore.getState().currentSong?.id).toBe('a');
    expect(prepareNext).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/audio/b' }));
  });

  it('a refused start (autoplay policy) shows as paused', async () => {
    const { engine } = fakeEngine();
    engine.play.mockResolvedValueOnce(false);
    bindEngine(engine);
    playSong(song('a'), [song('a')], 0);
    await vi.waitFor(() => expect(usePlayerStore.getState().isPlaying).toBe(false));
  });
});
