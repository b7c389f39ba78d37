import { describe, expect, it } from 'vitest';
import { CLOCK_READY, ClockEstimator } from './clock';

/** A ping over a link whose two directions take `up` and `down` ms, to a server `offset` ahead. */
function ping(clock: ClockEstimator, at: number, offset: number, up: number, down: number) {
  clock.add(at, at + up + offset, at + up + down);
}

describe('ClockEstimator', () => {
  it('is exact over a symmetric link', () => {
    const clock = new ClockEstimator();
    for (let i = 0; i < CLOCK_READY; i += 1) ping(clock, i * 100, 5_000, 20, 20);
    expect(clock.ready).toBe(true);
    expect(clock.offset).toBe(5_000);
  });

  it('trusts the fastest round trips over slow, lopsided ones', () => {
    const clock = new ClockEstimator();
    // A busy page: most answers wait 50-400 ms on one side only; three get through quickly.
    const delays = [
      [300, 5],
      [5, 250],
      [2, 2],
      [400, 10],
      [3, 2],
      [120, 60],
      [2, 3],
      [50, 300],
    ];
    delays.forEach(([up, down], i) => ping(clock, i * 200, -1_234, up!, down!));
    expect(Math.abs(clock.offset! + 1_234)).toBeLessThanOrEqual(1);
    expect(clock.bestRtt).toBe(4);
  });

  it('keeps following the latest samples', () => {
    const clock = new ClockEstimator();
    for (let i = 0; i < 20; i += 1) ping(clock, i * 100, 100, 5, 5);
    for (let i = 20; i < 40; i += 1) ping(clock, i * 100, 900, 6, 6);
    expect(clock.offset).toBe(900);
  });

  it('ignores answers that arrive before they were asked', () => {
    const clock = new ClockEstimator();
    clock.add(100, 5, 50);
    expect(clock.offset).toBeNull();
  });
});
