import { describe, expect, it, vi } from 'vitest';
import { createFadeOut } from './fade-out';

function harness(playing = () => true) {
  const volumes: number[] = [];
  const waits: number[] = [];
  const pause = vi.fn();
  const fade = createFadeOut({
    setOutputVolume: (volume) => volumes.push(volume),
    listenerVolume: () => 0.8,
    isPlaying: playing,
    pause,
    wait: async (ms) => void waits.push(ms),
  });
  return { fade, volumes, waits, pause };
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

  it('pauses at once for no time at all', async () => {
    const { fade, volumes, pause } = harness();
    await fade(0);
    expect(pause).toHaveBeenCalledOnce();
    expect(volumes.at(-1)).toBe(0.8);
  });

  it('stops stepping when the listener pauses meanwhile', async () => {
    let calls = 0;
    const { fade, waits, volumes } = harness(() => (calls += 1) <= 3);
    await fade(2000);
    expect(waits).toHaveLength(3);
    expect(volumes.at(-1)).toBe(0.8);
  });
});
