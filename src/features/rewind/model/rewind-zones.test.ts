import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { song } from './test-plays';

/**
 * Year boundaries are the viewer's: the same instants fall in different years, days and hours
 * in Auckland and in Los Angeles. Each zone runs in a process of its own with TZ set, as the
 * viewer's browser would be.
 */
const MODULE = resolve(process.cwd(), 'src/features/rewind/model/rewind-year.ts');

// 2025-12-31 12:30 UTC: 1 January 2026, 01:30 in Auckland; 31 December 2025, 04:30 in LA.
// 2026-01-01 07:00 UTC: 1 January 2026, 20:00 in Auckland; 31 December 2025, 23:00 in LA.
// 2026-01-01 09:00 UTC: 1 January 2026, 22:00 in Auckland; 1 January 2026, 01:00 in LA.
const log = {
  video: [],
  song: [
    song('a', '2025-12-31T12:30:00.000Z', 200),
    song('b', '2026-01-01T07:00:00.000Z', 100),
    song('c', '2026-01-01T09:00:00.000Z', 60),
  ],
};

function computeIn(zone: string, year: number) {
  const script = `
    const { computeRewind } = await import(${JSON.stringify(MODULE)});
    const r = computeRewind(${JSON.stringify(log)}, ${year});
    console.log(JSON.stringify({ listened: r.listenedSeconds, plays: r.plays, hour: r.busiestHour,
      month: r.busiestMonth, streak: r.streak, previous: r.previous }));`;
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { env: { ...process.env, TZ: zone }, timeout: 60_000 },
      (error, stdout) =>
        error ? reject(error) : resolve(JSON.parse(stdout) as Record<string, unknown>),
    );
  });
}

describe('a Rewind in the viewer’s time zone', () => {
  it('puts plays around midnight on New Year’s Eve in the year they were in, there', async () => {
    const [auckland, la2026, la2025] = await Promise.all([
      computeIn('Pacific/Auckland', 2026),
      computeIn('America/Los_Angeles', 2026),
      computeIn('America/Los_Angeles', 2025),
    ]);
    expect(auckland).toEqual({
      listened: 360,
      plays: 3,
      hour: 1,
      month: 0,
      streak: { days: 1, from: '2026-01-01', to: '2026-01-01' },
      previous: null,
    });
    expect(la2026).toMatchObject({
      listened: 60,
      plays: 1,
      hour: 1,
      streak: { days: 1, from: '2026-01-01', to: '2026-01-01' },
      previous: { watchedSeconds: 0, listenedSeconds: 300 },
    });
    expect(la2025).toMatchObject({
      listened: 300,
      hour: 4,
      month: 11,
      streak: { days: 1, from: '2025-12-31', to: '2025-12-31' },
    });
  }, 90_000);
});
