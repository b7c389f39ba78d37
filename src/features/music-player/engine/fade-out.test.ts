import { describe, expect, it, vi } from 'vitest';
import { createFadeOut } from './fade-out';

/** A fake clock: each wait advances it by what was asked, plus `late` ms of a busy thread. */
function harness({ playing = (): boolean => true, late = 0 } = {}) {
  let clock = 0;
  const volumes: number[] = [];
  const waits: number[] = [];
  const pause = vi.fn();
  const fade = createFadeOut({
    setOutputVolume: (volume) => volumes.push(volume),
    listenerVolume: () => 0.8,
    isPlaying: playing,
    pause,
    wait: async (ms) => {
      waits.push(ms);
      clock += ms + late;
    },
    now: () => clock,
  });
  return { fade, volumes, waits, pause, elapsed: () => clock };
}

describe('fading out before a pause', () => {
  it('steps the output down to silence over the time asked, pauses, then restores it', async () => {
    const { fade, volumes, waits, pause } = harness();
    await fade(1000);
    expect(waits).toHaveLength(10);
    expect(waits.reduce((a, b) => a + b, 0)).toBeCloseTo(1000);
    const steps = volumes.slice(0, -1);
    expect(steps).toHaveLength(10);
    for (let i = 1; i < steps.length; i += 1) expect(steps[i]!).toBeLessThan(steps[i - 1]!);
    expect(steps[0]).toBeLessThan(0.8);
    expect(steps.at(-1)).toBeCloseTo(0, 5);
    expect(pause).toHaveBeenCalledOnce();
    expect(volumes.at(-1)).toBe(0.8);
  });

  it('never runs past the time asked when timers fire late', async () => {
    const { fade, pause, elapsed, volumes } = harness({ late: 60 });
    await fade(1000);
    expect(elapsed()).toBeLessThanOrEqual(1000 + 100 + 60);
    expect(volumes.at(-2)).toBeCloseTo(0, 5);
    expect(pause).toHaveBeenCalledOnce();
  });

  it('pauses at once for no time at all', async () => {
    const { fade, volumes, pause, waits } = harness();
    await fade(0);
    expect(waits).toEqual([]);
    expect(pause).toHaveBeenCalledOnce();
    expect(volumes.at(-1)).toBe(0.8);
  });

  it('stops stepping when the listener pauses meanwhile', async () => {
    let calls = 0;
    const { fade, waits, volumes } = harness({ playing: () => (calls += 1) <= 3 });
    await fade(2000);
    expect(waits).toHaveLength(3);
    expect(volumes.at(-1)).toBe(0.8);
  });
});
