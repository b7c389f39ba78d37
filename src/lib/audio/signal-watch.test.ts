import { describe, expect, it } from 'vitest';
import { GapMeter, SoundEdges } from './signal-watch';

const RATE = 1000;
const block = (values: number[]) => Float32Array.from(values);

describe('SoundEdges', () => {
  it('finds the first and the last audible sample, to the sample', () => {
    const edges = new SoundEdges();
    edges.arm();
    edges.feed(block([0, 0, 0, 0.2, 0.3]), 1, RATE);
    expect(edges.firstSoundAt).toBeCloseTo(1.003, 9);
    edges.feed(block([0.1, 0.5, 0, 0, 0]), 1.005, RATE);
    expect(edges.lastSoundEnd).toBeCloseTo(1.007, 9);
    expect(edges.silentFor).toBeCloseTo(0.003, 9);
    edges.arm();
    expect(edges.firstSoundAt).toBeNull();
    expect(edges.silentFor).toBe(Infinity);
  });
});

describe('GapMeter', () => {
  it('reports the longest silent run inside its window, once the window is past', () => {
    const meter = new GapMeter();
    expect(meter.feed(block([0, 0, 0]), 0, RATE)).toBeNull();
    meter.watch(1, 1.01);
    // Silence before the window does not count; a 4-sample gap inside it does.
    expect(meter.feed(block([0, 0, 0, 0.5, 0.5, 0, 0, 0, 0, 0.4]), 0.997, RATE)).toBeNull();
    expect(meter.feed(block([0.4, 0, 0.3, 0.3, 0.3]), 1.007, RATE)).toBeCloseTo(4, 9);
    expect(meter.watching).toBe(false);
  });

  it('reports no gap for a signal that never falls silent', () => {
    const meter = new GapMeter();
    meter.watch(0, 0.005);
    expect(meter.feed(block([0.1, -0.1, 0.2, -0.2, 0.1, 0.1]), 0, RATE)).toBe(0);
  });
});
