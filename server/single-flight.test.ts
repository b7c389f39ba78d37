import { describe, expect, it, vi } from 'vitest';
import { createSingleFlight } from './single-flight.ts';

describe('createSingleFlight', () => {
  it('shares one run between callers while it runs, and runs again once it settled', async () => {
    const flight = createSingleFlight<number>();
    let finish = (_: number) => {};
    const start = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const joined = vi.fn();
    const a = flight.run('k', start, joined);
    const b = flight.run('k', start, joined);
    expect(start).toHaveBeenCalledTimes(1);
    expect(joined).toHaveBeenCalledTimes(1);
    expect(flight.size).toBe(1);
    finish(7);
    expect(await a).toBe(7);
    expect(await b).toBe(7);
    expect(flight.size).toBe(0);
    void flight.run('k', start);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('frees the key after a rejection, and keeps keys apart', async () => {
    const flight = createSingleFlight<number>();
    await expect(flight.run('k', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await flight.run('k', () => Promise.resolve(1))).toBe(1);
    const other = vi.fn(() => Promise.resolve(2));
    const [x, y] = await Promise.all([
      flight.run('a', () => Promise.resolve(3)),
      flight.run('b', other),
    ]);
    expect([x, y]).toEqual([3, 2]);
    expect(other).toHaveBeenCalledTimes(1);
  });
});
