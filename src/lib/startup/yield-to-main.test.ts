import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInTasks } from './run-in-tasks';
import { yieldToMain } from './yield-to-main';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('else resumes in a new task', async () => {
    vi.useFakeTimers();
    let resumed = false;
    void yieldToMain().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resumed).toBe(true);
  });
});

describe('runInTasks', () => {
  it('runs the first step at once and each next one in a later task, in order', async () => {
    vi.useFakeTimers();
    const order: number[] = [];
    const done = runInTasks([1, 2, 3].map((n) => () => order.push(n)));
    expect(order).toEqual([1]);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(order).toEqual([1]);
    await vi.runAllTimersAsync();
    await done;
    expect(order).toEqual([1, 2, 3]);
  });
});
