import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIdle } from '@/test/idle-stub';
import { whenQuiet } from './quiet';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('whenQuiet', () => {
  it('runs at the first idle moment of a page left alone', () => {
    const idle = stubIdle();
    const run = vi.fn();
    whenQuiet(run, 500);
    expect(run).not.toHaveBeenCalled();
    idle();
    expect(run).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'a scroll inside an element',
      () => document.body.firstElementChild!.dispatchEvent(new Event('scroll')),
    ],
    ['a key', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }))],
    ['a wheel', () => document.body.dispatchEvent(new WheelEvent('wheel', { bubbles: true }))],
  ])('waits for the pause after %s, then for an idle moment', (_, input) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    document.body.append(document.createElement('div'));
    const idle = stubIdle();
    const run = vi.fn();
    whenQuiet(run, 500);
    input();
    vi.advanceTimersByTime(200);
    idle();
    expect(run).not.toHaveBeenCalled();
    // More input meanwhile moves the pause on.
    input();
    vi.advanceTimersByTime(300);
    idle();
    expect(run).not.toHaveBeenCalled();
    // 500 ms after the last input: the next idle moment runs it.
    vi.advanceTimersByTime(200);
    expect(run).not.toHaveBeenCalled();
    idle();
    expect(run).toHaveBeenCalledOnce();
  });

  it('is cancelled while waiting for idle and while waiting for the pause', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const idle = stubIdle();
    const early = vi.fn();
    whenQuiet(early, 500)();
    idle();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = whenQuiet(late, 500);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    idle();
    cancel();
    vi.advanceTimersByTime(1000);
    idle();
    expect(late).not.toHaveBeenCalled();
  });
});
