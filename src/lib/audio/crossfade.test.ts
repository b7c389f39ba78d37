import { describe, expect, it } from 'vitest';
import { fadeCurve, fadeInGain, fadeOutGain, planHandover } from './crossfade';

describe('equal-power crossfade', () => {
  it('keeps the summed power constant through the fade', () => {
    for (let p = 0; p <= 1; p += 0.05) {
      expect(fadeOutGain(p) ** 2 + fadeInGain(p) ** 2).toBeCloseTo(1, 10);
    }
    expect(fadeOutGain(0)).toBe(1);
    expect(fadeInGain(0)).toBe(0);
    expect(fadeOutGain(0.5)).toBeCloseTo(Math.SQRT1_2, 10);
  });

  it('makes curves that start and end where the fade does', () => {
    const out = fadeCurve('out', 5);
    expect(Array.from(out).map((v) => +v.toFixed(4))).toEqual([1, 0.9239, 0.7071, 0.3827, 0]);
    expect(fadeCurve('in', 3)[2]).toBe(1);
  });
});

describe('planHandover', () => {
  const base = { crossfadeSeconds: 6, fromAlbum: 'a', toAlbum: 'b' } as const;
  it('fades for the chosen time between songs of different albums', () => {
    expect(planHandover({ ...base, reason: 'ended' })).toEqual({ kind: 'fade', seconds: 6 });
    expect(planHandover({ ...base, crossfadeSeconds: 40, reason: 'ended' })).toEqual({
      kind: 'fade',
      seconds: 12,
    });
  });
  it('plays an album gapless, repeat-one without a fade, and off as gapless', () => {
    expect(planHandover({ ...base, toAlbum: 'a', reason: 'ended' })).toEqual({ kind: 'gapless' });
    expect(planHandover({ ...base, reason: 'repeat-one' })).toEqual({ kind: 'gapless' });
    expect(planHandover({ ...base, crossfadeSeconds: 0, reason: 'ended' })).toEqual({
      kind: 'gapless',
    });
  });
  it('fades a skip quickly', () => {
    expect(planHandover({ ...base, reason: 'skip' })).toEqual({ kind: 'fade', seconds: 0.2 });
  });
});
