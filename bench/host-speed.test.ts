import { describe, expect, it, vi } from 'vitest';
import { coreRatio, formatHostSpeed, hostWarnings, measureHostSpeed } from './host-speed.ts';

const isMemorySample = (args: string[]) => args.at(-1)!.includes('allocUnsafeSlow');

describe('measureHostSpeed', () => {
  it('runs the loop on each core in turn, pinned, and keeps each median', async () => {
    const answers: Record<string, string[]> = {
      memory: ['12.5', '11.25', '30'],
      '0': ['100', '300', '200'],
      '1': ['50', '70', '60'],
    };
    const exec = vi.fn(async (command: string, args: string[]) => {
      if (isMemorySample(args)) return answers.memory!.shift()!;
      expect(command).toBe('taskset');
      return answers[args[1]!]!.shift()!;
    });
    const speed = await measureHostSpeed({ cores: 2, exec });
    expect(speed).toEqual({ perCore: [200, 60], pinned: true, freshPageMicros: 12.5 });
    const pinnedTo = exec.mock.calls.filter(([c]) => c === 'taskset').map(([, a]) => a[1]);
    expect(pinnedTo).toEqual(['0', '0', '0', '1', '1', '1']);
  });

  it('measures the cores once, unpinned, where taskset does not exist', async () => {
    const exec = vi.fn(async (command: string, args: string[]) => {
      if (command === 'taskset')
        throw Object.assign(new Error('spawn taskset'), { code: 'ENOENT' });
      return isMemorySample(args) ? '0.8' : '1234';
    });
    expect(await measureHostSpeed({ cores: 2, samples: 1, exec })).toEqual({
      perCore: [1234],
      pinned: false,
      freshPageMicros: 0.8,
    });
  });

  it('fails on a sample it cannot read, instead of reporting a speed of nothing', async () => {
    await expect(measureHostSpeed({ cores: 1, exec: async () => 'Killed' })).rejects.toThrow(
      /unreadable sample "Killed"/,
    );
    await expect(measureHostSpeed({ cores: 1, exec: async () => '' })).rejects.toThrow(
      /unreadable sample ""/,
    );
  });

  it('runs the real loop and touches real memory on this machine', async () => {
    const speed = await measureHostSpeed({ samples: 1, sampleMs: 50, memoryMb: 8 });
    expect(speed.perCore.length).toBeGreaterThanOrEqual(1);
    for (const rounds of speed.perCore) expect(rounds).toBeGreaterThan(0);
    expect(speed.freshPageMicros).toBeGreaterThan(0);
  });
});

describe('reading the host speed', () => {
  it('gives the slowest core against the fastest and warns below two thirds', () => {
    const uneven = { perCore: [17_100, 7_000], pinned: true, freshPageMicros: 0.9 };
    expect(coreRatio(uneven)).toBeCloseTo(0.409, 3);
    expect(formatHostSpeed(uneven)).toBe(
      'cores 17 100 · 7 000 rounds/s (slowest 0.41 of fastest), fresh memory 0.9 µs a page',
    );
    expect(hostWarnings(uneven, 'at the start')).toEqual([
      "the host's cores were uneven at the start, the slowest at 0.41 of the fastest: " +
        'timed rows from this run measure the host as much as the code',
    ]);
    expect(hostWarnings({ ...uneven, perCore: [17_100, 16_000] }, 'at the start')).toEqual([]);
  });

  it('warns when fresh memory costs over 5 µs a page', () => {
    const slowMemory = { perCore: [15_500, 15_100], pinned: true, freshPageMicros: 11.5 };
    expect(hostWarnings(slowMemory, 'at the end')).toEqual([
      'fresh memory cost 11.5 µs a page at the end (zeroing one takes about 0.2): ' +
        'timed rows from this run measure the host as much as the code',
    ]);
  });

  it('says when the figure is not per core, and never calls such cores uneven', () => {
    const one = { perCore: [9_000], pinned: false, freshPageMicros: 1 };
    expect(coreRatio(one)).toBe(1);
    expect(formatHostSpeed(one)).toBe(
      '9 000 rounds/s (cores not pinned), fresh memory 1 µs a page',
    );
    expect(hostWarnings(one, 'at the end')).toEqual([]);
  });
});
