import { describe, expect, it } from 'vitest';
import { budgetsSchema } from './budgets-schema.ts';
import budgetsJson from './budgets.json';
import { checkSoak, soakFigures } from './soak-only.ts';
import { mixedRequest, type SoakMinute, type SoakResult } from './soak.ts';

const budgets = budgetsSchema.parse(budgetsJson);
const minute = (p99Ms: number, rssMb: number, errors = 0): SoakMinute => ({
  requests: 1000,
  errors,
  statuses: { '200': 1000 - errors },
  p99Ms,
  rssMb,
});
const soak = (minutes: SoakMinute[], rssMb: number[]): SoakResult => ({
  connections: 200,
  minuteS: 60,
  minutes,
  rssMb,
});

describe('the soak', () => {
  it('asks for ranges inside each song, and for every kind of request of the mix', () => {
    const mix = { songs: [{ id: 'a b', bytes: 70_000 }] };
    const paths = Array.from({ length: 20 }, (_, i) => mixedRequest(mix, i / 20));
    for (const request of paths.filter((r) => r.path.startsWith('/api/music/audio/'))) {
      expect(request.path).toBe('/api/music/audio/a%20b');
      const [start, end] = /bytes=(\d+)-(\d+)/.exec(request.headers!.range!)!.slice(1).map(Number);
      expect(start).toBeLessThanOrEqual(end!);
      expect(end).toBeLessThan(70_000);
    }
    const kind = (r: (typeof paths)[number]) =>
      `${r.method} ${r.path.split('?')[0]!.split('/').slice(2, 4).join('/')}`;
    expect(new Set(paths.map(kind))).toEqual(
      new Set([
        'GET catalog/movie',
        'GET catalog/search',
        'GET music/search',
        'GET music/audio',
        'GET players',
        'POST catalog/match',
      ]),
    );
  });

  it('reads RSS against the end of the first minute, and the last p99 against the first', () => {
    const steady = soak(
      [minute(40, 200), minute(42, 205), minute(44, 210)],
      [150, 170, 190, 200, 201, 205, 209, 210, 210],
    );
    expect(soakFigures(steady)).toMatchObject({ warmRssMb: 200, p99Ratio: 1.1, errors: 0 });
    expect(soakFigures(steady)!.worstDriftPct).toBeCloseTo(5);
    expect(checkSoak(steady, budgets).map((c) => c.ok)).toEqual([true, true]);
  });

  it('fails a server whose memory keeps growing, or whose tail slows or errs', () => {
    const growing = soak([minute(40, 200), minute(40, 215), minute(40, 230)], [200, 230]);
    expect(checkSoak(growing, budgets).map((c) => c.ok)).toEqual([false, true]);
    const slower = soak([minute(40, 200), minute(40, 200), minute(60, 200)], [200]);
    expect(checkSoak(slower, budgets).map((c) => c.ok)).toEqual([true, false]);
    const erring = soak([minute(40, 200), minute(40, 200, 3)], [200]);
    expect(checkSoak(erring, budgets).map((c) => c.ok)).toEqual([true, false]);
    expect(checkSoak({ unavailable: 'no port' }, budgets).map((c) => c.ok)).toEqual([false, false]);
  });
});
