import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task: after the microtasks and the timers already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued timer'), 0);
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'queued timer', 'next task']);
  });
});
