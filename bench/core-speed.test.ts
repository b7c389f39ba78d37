import { describe, expect, it, vi } from 'vitest';
import {
  coreRatio,
  formatCoreSpeeds,
  measureCoreSpeeds,
  unevenCoresWarning,
} from './core-speed.ts';

describe('measureCoreSpeeds', () => {
  it('runs the loop on each core in turn, pinned, and keeps each core’s median', async () => {
    const answers: Record<string, string[]> = {
      '0': ['100', '300', '200'],
      '1': ['50', '70', '60'],
    };
    const exec = vi.fn(async (command: string, args: string[]) => {
      expect(command).toBe('taskset');
      return answers[args[1]!]!.shift()!;
    });
    const speeds = await measureCoreSpeeds({ cores: 2, exec });
    expect(speeds).toEqual({ perCore: [200, 60], pinned: true });
    expect(exec.mock.calls.map(([, args]) => args.slice(0, 2))).toEqual([
      ...Array(3).fill(['-c', '0']),
      ...Array(3).fill(['-c', '1']),
    ]);
  });

  it('measures once, unpinned, where taskset does not exist', async () => {
    const exec = vi.fn(async (command: string) => {
      if (command === 'taskset')
        throw Object.assign(new Error('spawn taskset'), { code: 'ENOENT' });
      return '1234';
    });
    expect(await measureCoreSpeeds({ cores: 2, samples: 1, exec })).toEqual({
      perCore: [1234],
      pinned: false,
    });
  });

  it('fails on a sample it cannot read, instead of reporting a speed of nothing', async () => {
    await expect(measureCoreSpeeds({ cores: 1, exec: async () => 'Killed' })).rejects.toThrow(
      /unreadable sample "Killed"/,
    );
  });

  it('runs the real loop on this machine’s cores', async () => {
    const speeds = await measureCoreSpeeds({ samples: 1, sampleMs: 50 });
    expect(speeds.perCore.length).toBeGreaterThanOrEqual(1);
    for (const rounds of speeds.perCore) expect(rounds).toBeGreaterThan(0);
  });
});

describe('reading core speeds', () => {
  it('gives the slowest core against the fastest, and warns below two thirds', () => {
    const uneven = { perCore: [17_100, 7_000], pinned: true };
    expect(coreRatio(uneven)).toBeCloseTo(0.409, 3);
    expect(formatCoreSpeeds(uneven)).toBe(
      'cores 17 100 · 7 000 rounds/s (slowest 0.41 of fastest)',
    );
    expect(unevenCoresWarning(uneven, 'at the start')).toMatch(
      /^the host's cores were uneven at the start, the slowest at 0\.41 of the fastest: /,
    );
    const even = { perCore: [17_100, 16_000], pinned: true };
    expect(unevenCoresWarning(even, 'at the start')).toBeNull();
  });

  it('says when the figure is not per core, and never warns then', () => {
    const one = { perCore: [9_000], pinned: false };
    expect(coreRatio(one)).toBe(1);
    expect(formatCoreSpeeds(one)).toBe('9 000 rounds/s (cores not pinned)');
    expect(unevenCoresWarning(one, 'at the end')).toBeNull();
  });
});
