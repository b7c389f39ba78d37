import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, LAST_RETRY_MS, retryAfterMs, retryDelay } from './backoff';

describe('backoff', () => {
  it('waits 5 s, then twice as long each time, up to 4 minutes, or longer when told to', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((n) => retryDelay(n))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 240_000, 240_000,
    ]);
    expect(retryDelay(1, 30_000)).toBe(30_000);
    expect(retryDelay(7, 600_000)).toBe(600_000);
    expect(retryAfterMs('12')).toBe(12_000);
    expect(retryAfterMs(new Date(70_000).toUTCString(), 10_000)).toBe(60_000);
    expect(retryAfterMs(null)).toBe(0);
    expect(FIRST_RETRY_MS).toBe(5_000);
    expect(LAST_RETRY_MS).toBe(240_000);
  });
});
