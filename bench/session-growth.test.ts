import { describe, expect, it } from 'vitest';
import { countGrowth, lowestLateVisit } from './session-growth.ts';

/** A page's count at 14 visits: the first loads what stays, then `base` give or take. */
const visits = (base: number, change: (visit: number) => number) => [
  base - 60,
  ...Array.from({ length: 13 }, (_, i) => base + change(i + 1)),
];

describe('a page’s growth over the long session', () => {
  it('fails a page that keeps one node at every visit, or one it kept once midway', () => {
    expect(countGrowth(visits(400, (v) => v))).toBeGreaterThanOrEqual(6);
    expect(countGrowth(visits(400, (v) => (v >= 7 ? 1 : 0)))).toBe(1);
  });

  it('does not count what moves one visit: the playing song’s card, a subtree not yet let go', () => {
    expect(countGrowth(visits(400, (v) => (v === 13 ? 1 : 0)))).toBe(0);
    expect(countGrowth(visits(400, (v) => (v % 4 === 0 ? 28 : v % 5 === 0 ? -18 : 0)))).toBe(0);
    // A low baseline visit does not turn the page's usual count into growth.
    expect(countGrowth(visits(400, (v) => (v === 1 ? -18 : 0)))).toBe(0);
  });

  it('reads the second visit against the last when a page was seen three times', () => {
    expect(countGrowth([300, 400, 401])).toBe(1);
    expect(countGrowth([300, 400])).toBeNull();
    expect(lowestLateVisit([{ n: 1 }, { n: 5 }, { n: 3 }], (v) => v.n)).toEqual({ n: 3 });
  });
});
