import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSleepTimer } from './sleep-timer.store';

let now = 0;
let progress = { currentTime: 0, duration: 0 };
const fadeOut = vi.fn(async (_ms: number) => {});

beforeEach(() => {
  vi.useFakeTimers();
  now = 1_000_000;
  progress = { currentTime: 0, duration: 0 };
  fadeOut.mockClear();
});
afterEach(() => vi.useRealTimers());

const make = () => createSleepTimer({ now: () => now, progress: () => progress, fadeOut });
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
});
