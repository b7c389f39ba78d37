import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSleepTimer } from './sleep-timer.store';

let now = 0;
let progress = { currentTime: 0, duration: 0 };
const fadeOut = vi.fn(async (_ms: number) => {});
const pause = vi.fn();
const stopAfterCurrent = vi.fn();
let songStarts: (() => void)[] = [];
const onSongStart = (callback: () => void) => {
  songStarts.push(callback);
  return () => (songStarts = songStarts.filter((c) => c !== callback));
};

beforeEach(() => {
  vi.useFakeTimers();
  now = 1_000_000;
  progress = { currentTime: 0, duration: 0 };
  fadeOut.mockClear();
  pause.mockClear();
  stopAfterCurrent.mockClear();
  songStarts = [];
});
afterEach(() => vi.useRealTimers());

const make = () =>
  createSleepTimer({
    now: () => now,
    progress: () => progress,
    fadeOut,
    onSongStart,
    pause,
    stopAfterCurrent,
  });
const advance = (ms: number) => {
  now += ms;
  vi.advanceTimersByTime(ms);
};

describe('the running sleep timer', () => {
  it('counts 15 minutes down, fades out over the last ten seconds and ends', () => {
    const timer = make();
    timer.start(15);
    expect(timer.store.getState()).toMatchObject({
      timer: { kind: 'minutes' },
      remaining: 900_000,
    });
    advance(60_000);
    expect(timer.store.getState().remaining).toBe(840_000);
    advance(829_500);
    expect(fadeOut).not.toHaveBeenCalled();
    advance(500);
    expect(fadeOut).toHaveBeenCalledWith(10_000);
    expect(timer.store.getState().timer).toBeNull();
    advance(60_000);
    expect(fadeOut).toHaveBeenCalledOnce();
  });

  it('stops at the end of the current song, fading over its last seconds', () => {
    progress = { currentTime: 100, duration: 110 };
    const timer = make();
    timer.start('endOfSong');
    expect(timer.store.getState().remaining).toBe(10_000);
    progress = { currentTime: 104, duration: 110 };
    advance(500);
    expect(fadeOut).not.toHaveBeenCalled();
    progress = { currentTime: 106, duration: 110 };
    advance(500);
    expect(fadeOut).toHaveBeenCalledWith(3_250);
    expect(timer.store.getState().timer).toBeNull();
  });

  it('stops the next song as it starts if the song ends before its fade does', async () => {
    let finishFade = () => {};
    fadeOut.mockImplementationOnce(() => new Promise<void>((done) => (finishFade = done)));
    progress = { currentTime: 108, duration: 110 };
    const timer = make();
    timer.start('endOfSong');
    expect(fadeOut).toHaveBeenCalledOnce();
    songStarts.forEach((callback) => callback());
    expect(pause).toHaveBeenCalledOnce();
    finishFade();
    await vi.waitFor(() => expect(songStarts).toHaveLength(0));
  });

  it('leaves the next song alone for a timer of minutes', () => {
    const timer = make();
    timer.start(15);
    advance(900_000);
    expect(fadeOut).toHaveBeenCalledOnce();
    expect(songStarts).toHaveLength(0);
  });

  it('waits while the song has no length yet', () => {
    const timer = make();
    timer.start('endOfSong');
    advance(5_000);
    expect(timer.store.getState()).toMatchObject({ timer: { kind: 'endOfSong' }, remaining: null });
    expect(fadeOut).not.toHaveBeenCalled();
  });

  it('cancels, and a new choice replaces the running one', () => {
    const timer = make();
    timer.start(60);
    timer.start(30);
    expect(timer.store.getState().remaining).toBe(1_800_000);
    timer.cancel();
    expect(timer.store.getState()).toEqual({ timer: null, remaining: null });
    advance(2 * 3_600_000);
    expect(fadeOut).not.toHaveBeenCalled();
  });

  it('holds the next song back while it waits for the end of the song, and lets go after', async () => {
    progress = { currentTime: 100, duration: 110 };
    const timer = make();
    timer.start(15);
    expect(stopAfterCurrent).not.toHaveBeenCalled();
    timer.start('endOfSong');
    expect(stopAfterCurrent).toHaveBeenLastCalledWith(true);
    timer.cancel();
    expect(stopAfterCurrent).toHaveBeenLastCalledWith(false);
    timer.start('endOfSong');
    expect(stopAfterCurrent).toHaveBeenLastCalledWith(true);
    progress = { currentTime: 106, duration: 110 };
    advance(500);
    expect(fadeOut).toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(stopAfterCurrent).toHaveBeenLastCalledWith(false);
  });
});
