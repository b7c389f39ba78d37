import { describe, expect, it } from 'vitest';
import { budgetsSchema } from './budgets-schema.ts';
import budgetsJson from './budgets.json';
import { checkSoak, soakFigures } from './soak-only.ts';
import { heldMemory } from './soak-memory.ts';
import { catalogueMiss, mixedRequest, type SoakMinute, type SoakResult } from './soak.ts';

const budgets = budgetsSchema.parse(budgetsJson);
const MB = 1024 * 1024;
/** A minute whose server holds `heldMb` after a collection (30 MB of it live heap). */
const minute = (p99Ms: number, heldMb: number, errors = 0, rssMb = heldMb): SoakMinute => ({
  requests: 1000,
  errors,
  statuses: { '200': 1000 - errors },
  p99Ms,
  rssMb,
  held: { rssMb: heldMb, liveHeapMb: 30, externalMb: 40, heldMb },
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

  it('fills the response cache with searches never asked before', () => {
    const paths = Array.from({ length: 50 }, () => catalogueMiss().path);
    expect(new Set(paths).size).toBe(50);
    for (const path of paths) expect(path).toMatch(/^\/api\/catalog\/search\/multi\?query=/);
  });

  it('counts what the process holds: RSS less the JS heap’s empty space', () => {
    const held = heldMemory({
      rss: 250 * MB,
      heapTotal: 120 * MB,
      liveHeap: 34 * MB,
      external: 45 * MB,
    });
    expect(held).toEqual({ rssMb: 250, liveHeapMb: 34, externalMb: 45, heldMb: 164 });
    // V8's heap grown by the allocation rate, the same live objects: the same figure.
    const sized = heldMemory({
      rss: 215 * MB,
      heapTotal: 85 * MB,
      liveHeap: 34 * MB,
      external: 45 * MB,
    });
    expect(sized.heldMb).toBe(164);
  });

  it('reads held memory against the end of the first minute, and the last p99 against the first', () => {
    // RSS as read swings with V8's heap sizing; only what is held after a collection counts.
    const steady = soak(
      [minute(40, 200, 0, 250), minute(42, 205, 0, 300), minute(44, 210, 0, 220)],
      [150, 170, 190, 250, 320, 205, 209, 300, 220],
    );
    expect(soakFigures(steady)).toMatchObject({
      heldMb: 200,
      p99Ratio: 1.1,
      errors: 0,
      rssRangeMb: [150, 320],
    });
    expect(soakFigures(steady)!.worstDriftPct).toBeCloseTo(5);
    expect(checkSoak(steady, budgets).map((c) => c.ok)).toEqual([true, true]);
  });

  it('fails a server whose memory keeps growing, or whose tail slows or errs', () => {
    const growing = soak([minute(40, 200), minute(40, 215), minute(40, 230)], [200, 230]);
    expect(soakFigures(growing)!.worstDriftPct).toBeCloseTo(15);
    expect(checkSoak(growing, budgets).map((c) => c.ok)).toEqual([false, true]);
    const slower = soak([minute(40, 200), minute(40, 200), minute(60, 200)], [200]);
    expect(checkSoak(slower, budgets).map((c) => c.ok)).toEqual([true, false]);
    const erring = soak([minute(40, 200), minute(40, 200, 3)], [200]);
    expect(checkSoak(erring, budgets).map((c) => c.ok)).toEqual([true, false]);
    expect(checkSoak({ unavailable: 'no port' }, budgets).map((c) => c.ok)).toEqual([false, false]);
  });
});
