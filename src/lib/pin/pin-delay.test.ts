import { beforeEach, describe, expect, it } from 'vitest';
import {
  ATTEMPTS_KEY,
  FIRST_DELAY_MS,
  MAX_DELAY_MS,
  delayAfter,
  recordRightPin,
  recordWrongPin,
  waitLeft,
} from './pin-delay';

describe('the delay after wrong PINs', () => {
  beforeEach(() => localStorage.clear());

  it('lets two slips go, then doubles from 15 seconds up to an hour', () => {
    expect([0, 1, 2].map(delayAfter)).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6].map(delayAfter)).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(delayAfter(3)).toBe(FIRST_DELAY_MS);
    expect(delayAfter(12)).toBe(MAX_DELAY_MS);
    expect(delayAfter(40)).toBe(MAX_DELAY_MS);
    for (let n = 3; n < 20; n++) expect(delayAfter(n + 1)).toBeGreaterThanOrEqual(delayAfter(n));
  });

  it('is kept on the device per profile, so a new page still waits', () => {
    const now = 1_000_000;
    recordWrongPin('kid1', now);
    recordWrongPin('kid1', now);
    expect(waitLeft('kid1', now)).toBe(0);
    expect(recordWrongPin('kid1', now)).toBe(15_000);
    expect(JSON.parse(localStorage.getItem(ATTEMPTS_KEY)!)).toEqual({
      kid1: { failures: 3, until: now + 15_000 },
    });
    expect(waitLeft('kid1', now + 5_000)).toBe(10_000);
    expect(waitLeft('other', now)).toBe(0);
    expect(recordWrongPin('kid1', now + 15_000)).toBe(30_000);
  });

  it('starts again after the right PIN', () => {
    for (let i = 0; i < 4; i++) recordWrongPin('kid1', 0);
    recordRightPin('kid1');
    expect(waitLeft('kid1', 0)).toBe(0);
    expect(recordWrongPin('kid1', 0)).toBe(0);
  });

  it('reads unreadable stored attempts as none', () => {
    localStorage.setItem(ATTEMPTS_KEY, '{oops');
    expect(waitLeft('kid1', 0)).toBe(0);
    localStorage.setItem(ATTEMPTS_KEY, JSON.stringify({ kid1: { failures: 'x' } }));
    expect(recordWrongPin('kid1', 0)).toBe(0);
  });
});
