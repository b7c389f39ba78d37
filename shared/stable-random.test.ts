import { describe, expect, it } from 'vitest';
import { fnv1a, mulberry32 } from './stable-random.ts';

describe('fnv1a', () => {
  it('gives FNV-1a’s published 32-bit values', () => {
    // The reference vectors of the FNV authors' test suite.
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('is unsigned and the same for the same text', () => {
    for (const text of ['main', 'Frieren', '漢字', 'é']) {
      expect(fnv1a(text)).toBe(fnv1a(text));
      expect(fnv1a(text)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('mulberry32', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const take = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
    expect(take(50)).toEqual(take(50));
    expect(take(50)).not.toEqual(take(51));
  });

  it('gives numbers in [0, 1) spread over the range', () => {
    const next = mulberry32(7);
    const values = Array.from({ length: 10_000 }, next);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it('keeps the sequence the offline catalogue and music library are generated from', () => {
    // Changing it would change every generated id, cover and song: these are its first values.
    const first = mulberry32(1)();
    expect(first).toBeCloseTo(0.6270739405881613, 15);
  });
});
