import { describe, expect, it } from 'vitest';
import { median, repeat } from './stats.ts';

describe('median', () => {
  it('takes the middle of an odd count regardless of order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('is null when nothing was measured and ignores non-finite samples', () => {
    expect(median([])).toBeNull();
    expect(median([Number.NaN, 7])).toBe(7);
  });
  it('does not reorder the caller’s array', () => {
    const samples = [3, 1, 2];
    median(samples);
    expect(samples).toEqual([3, 1, 2]);
  });
});

describe('repeat', () => {
  it('runs the sample the given number of times, in order', async () => {
    const seen: number[] = [];
    const results = await repeat(3, async (i) => {
      seen.push(i);
      return i * 2;
    });
    expect(seen).toEqual([0, 1, 2]);
    expect(results).toEqual([0, 2, 4]);
  });
});
