import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePlaybackEngine } from '@/test/fake-playback-engine';
import { initialPlayerState, usePlayerStore } from './model/player.store';
import { song, songs } from '@/test/song-fixtures';
import {
  connectEngine,
  fadeOutAndPause,
  next,
  pause,
  playSong,
  previous,
  removeFromQueue,
  resume,
  seek,
  togglePlay,
} from './player-actions';
import { setRepeatMode, setVolume, toggleMute } from './player-options';
import { addToQueue, clearQueue, moveInQueue, playNext } from './queue-edits';

// No engine of the app's own here: each test binds the fake, or none.
vi.mock('./engine/start-engine', () => ({ ensureAudioEngine: () => {} }));

const state = () => usePlayerStore.getState();
let fake = fakePlaybackEngine();
let engine = fake.engine;
let unbind = () => {};

const bind = () => {
  unbind = connectEngine(engine);
  vi.clearAllMocks();
};
/** The engine's commands since the last check, in order. */
function commands() {
  const calls = (['load', 'play', 'pause', 'seek'] as const).flatMap((name) =>
    engine[name].mock.calls.map((args, i) => ({
      name,
      args,
      order: engine[name].mock.invocationCallOrder[i]!,
    })),
  );
  vi.clearAllMocks();
  return calls
    .sort((a, b) => a.order - b.order)
    .map(({ name, args }) => (args.length ? `${name} ${String(args[0])}` : name));
}

beforeEach(() => {
  usePlayerStore.setState(initialPlayerState(), true);
  fake = fakePlaybackEngine();
  engine = fake.engine;
});
afterEach(() => unbind());

describe('each action tells the engine what it says', () => {
  beforeEach(bind);

  it('playSong loads the song and plays it', () => {
    playSong(song('b'), songs('a', 'b'), 1);
    expect(commands()).toEqual(['load /audio/b', 'play']);
    expect(state()).toMatchObject({ currentIndex: 1, isPlaying: true });
  });

  it('pause, resume and togglePlay pause and play the loaded song, once each', () => {
    playSong(song('a'), songs('a'), 0);
    commands();
    pause();
    pause();
    expect(commands()).toEqual(['pause']);
    resume();
    resume();
    expect(commands()).toEqual(['play']);
    togglePlay();
    togglePlay();
    expect(commands()).toEqual(['pause', 'play']);
    expect(state().isPlaying).toBe(true);
  });

  it('resume without a song does nothing', () => {
    resume();
    expect(commands()).toEqual([]);
    expect(state().isPlaying).toBe(false);
  });

  it('seek moves the engine to the time, kept within the song', () => {
    playSong(song('a'), songs('a'), 0);
    commands();
    seek(12);
    seek(999);
    seek(-5);
    expect(commands()).toEqual(['seek 12', 'seek 60', 'seek 0']);
    expect(state().currentTime).toBe(0);
  });

  it('next and previous load their song; next at the end pauses and goes back to 0:00', () => {
    playSong(song('a'), songs('a', 'b'), 0);
    commands();
    next();
    expect(commands()).toEqual(['load /audio/b', 'play']);
    previous();
    expect(commands()).toEqual(['load /audio/a', 'play']);
    next();
    commands();
    next();
    expect(commands()).toEqual(['pause', 'seek 0']);
    expect(state()).toMatchObject({ isPlaying: false, currentTime: 0 });
  });

  it('next with repeat one loads the same song again from its start', () => {
    playSong(song('a'), songs('a', 'b'), 0);
    setRepeatMode('one');
    commands();
    next();
    expect(commands()).toEqual(['load /audio/a', 'play']);
  });

  it('removing the current song loads its neighbour; removing the only song pauses', () => {
    playSong(song('a'), songs('a', 'b'), 0);
    commands();
    removeFromQueue(0);
    expect(commands()).toEqual(['load /audio/b', 'play']);
    removeFromQueue(0);
    expect(commands()).toEqual(['pause']);
    expect(state().currentSong).toBeNull();
  });

  it('queue edits leave what plays alone', () => {
    playSong(song('a'), songs('a', 'b'), 0);
    commands();
    addToQueue(song('c'));
    playNext(song('d'));
    moveInQueue(1, 2);
    clearQueue();
    expect(commands()).toEqual([]);
    expect(state().currentSong?.id).toBe('a');
  });

  it('setVolume and toggleMute set the engine volume', () => {
    setVolume(0.4);
    expect(engine.setVolume).toHaveBeenLastCalledWith(0.4);
    toggleMute();
    expect(engine.setVolume).toHaveBeenLastCalledWith(0);
    toggleMute();
    expect(engine.setVolume).toHaveBeenLastCalledWith(0.7);
  });

  it('fadeOutAndPause fades the engine out, then pauses', async () => {
    const fadeOut = vi.fn(async (_ms: number) => {});
    unbind();
    engine = { ...fake.engine, fadeOut } as typeof engine;
    bind();
    playSong(song('a'), songs('a'), 0);
    commands();
    await fadeOutAndPause(300);
    expect(fadeOut).toHaveBeenCalledWith(300);
    expect(commands()).toEqual(['pause']);
    expect(state().isPlaying).toBe(false);
  });

  it('a pause and play by hand during the fade end it: the music plays on afterwards', async () => {
    let finishFade = () => {};
    const fadeOut = vi.fn((_ms: number) => new Promise<void>((done) => (finishFade = done)));
    unbind();
    engine = { ...fake.engine, fadeOut } as typeof engine;
    bind();
    playSong(song('a'), songs('a'), 0);
    const fading = fadeOutAndPause(10_000);
    pause();
    resume();
    commands();
    finishFade();
    await fading;
    expect(commands()).toEqual([]);
    expect(state().isPlaying).toBe(true);
  });
});

describe('before an engine is bound', () => {
  it('the actions change the store, and the engine starts the current song when it binds', () => {
    setVolume(0.3);
    playSong(song('a'), songs('a', 'b'), 0);
    next();
    expect(state().currentSong?.id).toBe('b');
    unbind = connectEngine(engine);
    expect(engine.setVolume).toHaveBeenCalledWith(0.3);
    expect(commands()).toEqual(['load /audio/b', 'play']);
  });

  it('a song that is current but paused (a restored session) loads without playing', () => {
    usePlayerStore.setState({ queue: songs('a'), currentIndex: 0, currentSong: song('a') });
    unbind = connectEngine(engine);
    expect(commands()).toEqual(['load /audio/a']);
    expect(state().isPlaying).toBe(false);
  });
});

describe('what the engine reports', () => {
  beforeEach(bind);

  it('a pause or play of its own reaches the store, and the engine runs its own pause/play', () => {
    playSong(song('a'), songs('a'), 0);
    commands();
    fake.emit().onPlayingChange(false);
    expect(state().isPlaying).toBe(false);
    expect(commands()).toEqual(['pause']);
    fake.emit().onPlayingChange(true);
    expect(state().isPlaying).toBe(true);
    expect(commands()).toEqual(['play']);
  });
});
