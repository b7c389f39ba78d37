import { describe, expect, it } from 'vitest';
import { DriftController, MAX_NUDGE, NUDGE_FROM, SEEK_FROM } from './drift';
import { positionAt } from './timeline';

/**
 * A player whose clock runs `skew` fast, that takes `seekLatency` s to start after a seek,
 * driven by the controller every 250 ms against a room that plays from 0 at t = 0.
 */
function simulate({ start = 0, skew = 0, seekLatency = 0, seconds = 30 }) {
  const controller = new DriftController();
  let position = start;
  let rate = 1;
  let stalledUntil = -1;
  let seeks = 0;
  const errors: number[] = [];
  for (let ms = 0; ms <= seconds * 1000; ms += 250) {
    const target = ms / 1000;
    const error = position - target;
    errors.push(error);
    const action = controller.step(error, target, ms);
    rate = action.rate;
    if (action.kind === 'seek') {
      seeks += 1;
      position = action.to;
      stalledUntil = ms + seekLatency * 1000;
    }
    if (ms >= stalledUntil) position += 0.25 * rate * (1 + skew);
  }
  return { errors, seeks, rate };
}

describe('DriftController', () => {
  it('does nothing while the gap is under the threshold', () => {
    const controller = new DriftController();
    expect(controller.step(NUDGE_FROM / 2, 10, 0)).toEqual({ kind: 'none', rate: 1 });
  });

  it('plays faster when behind and slower when ahead, within the cap', () => {
    const controller = new DriftController();
    expect(controller.step(-0.1, 10, 0).rate).toBeGreaterThan(1);
    expect(controller.step(0.1, 10, 250).rate).toBeLessThan(1);
    expect(controller.step(-0.29, 10, 500).rate).toBeLessThanOrEqual(1 + MAX_NUDGE);
  });

  it('seeks for a large gap, ahead of where the room will be by what seeks cost', () => {
    const run = simulate({ start: 5, seekLatency: 0.15 });
    expect(run.seeks).toBeGreaterThanOrEqual(1);
    // Settled within 5 s, then held within 20 ms.
    expect(Math.max(...run.errors.slice(20).map(Math.abs))).toBeLessThan(0.02);
  });

  it('holds a player whose clock runs 0.5 % fast within 25 ms by rate alone', () => {
    const run = simulate({ skew: 0.005 });
    expect(run.seeks).toBe(0);
    expect(Math.max(...run.errors.map(Math.abs))).toBeLessThan(0.025);
  });

  it('closes a 200 ms gap by rate, without seeking', () => {
    const run = simulate({ start: -0.2 });
    expect(run.seeks).toBe(0);
    expect(Math.abs(run.errors.at(-1)!)).toBeLessThan(0.02);
  });

  it('seeks once the gap reaches the seek threshold', () => {
    const controller = new DriftController();
    expect(controller.step(SEEK_FROM, 42, 0)).toEqual({ kind: 'seek', rate: 1, to: 42 });
  });
});

describe('positionAt', () => {
  it('moves with the shared clock while playing, and stands still while paused', () => {
    expect(positionAt({ playing: true, position: 10, at: 1_000 }, 3_500)).toBe(12.5);
    expect(positionAt({ playing: false, position: 10, at: 1_000 }, 3_500)).toBe(10);
  });
});
