import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlaybackEngine } from '@/test/fake-playback-engine';
import { AudioEngine } from './engine/playback-engine';
import { initialPlayerState, usePlayerStore } from './model/player.store';
import { song, songs } from '@/test/song-fixtures';
import { connectEngine, playSong, seek, syncedPlayback } from './player-actions';
import { onSeek } from './player-events';

vi.mock('./engine/start-engine', () => ({ ensureAudioEngine: () => {} }));

let unbind = () => {};
afterEach(() => {
  unbind();
  usePlayerStore.setState(initialPlayerState());
});

describe('listening together through the player', () => {
  it('reads the engine’s precise position and sets its sync rate', () => {
    const { engine } = fakePlaybackEngine();
    const position = { seconds: 12.345, at: 1000, playing: true, rate: 1 };
    const synced = { ...engine, position: vi.fn(() => position), setSyncRate: vi.fn() };
    expect(syncedPlayback.position()).toBeNull();
    unbind = connectEngine(synced);
    expect(syncedPlayback.position()).toBe(position);
    syncedPlayback.setRate(1.05);
    syncedPlayback.setRate(null);
    expect(synced.setSyncRate.mock.calls).toEqual([[1.05], [null]]);
  });

  it('tells seek listeners where every seek went', () => {
    const { engine } = fakePlaybackEngine();
    unbind = connectEngine(engine);
    playSong(song('a'), songs('a'), 0);
    const heard: number[] = [];
    const off = onSeek((seconds) => heard.push(seconds));
    seek(42);
    seek(-5);
    off();
    seek(7);
    expect(heard).toEqual([42, 0]);
  });
});

describe('the plain engine’s rates', () => {
  it('plays at the room’s rate while it is set, and Settings’ speed again after', () => {
    const audio = document.createElement('audio');
    const engine = new AudioEngine(audio);
    engine.setPlaybackRate(1.25);
    expect(audio.playbackRate).toBe(1.25);
    engine.setSyncRate(0.97);
    expect([audio.playbackRate, audio.defaultPlaybackRate]).toEqual([0.97, 0.97]);
    engine.setPlaybackRate(1.5);
    expect(audio.playbackRate).toBe(0.97);
    engine.setSyncRate(null);
    expect(audio.playbackRate).toBe(1.5);
  });

  it('reports no position before a song, then the element’s time and state', () => {
    const audio = document.createElement('audio');
    const engine = new AudioEngine(audio);
    expect(engine.position()).toBeNull();
    audio.setAttribute('src', '/song.mp3');
    const read = engine.position()!;
    expect(read).toMatchObject({ seconds: audio.currentTime, playing: false, rate: 1 });
    expect(read.at).toBeGreaterThan(0);
  });
});
