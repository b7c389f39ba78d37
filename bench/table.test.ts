import { describe, expect, it } from 'vitest';
import budgetsFile from './budgets.json' with { type: 'json' };
import { budgetsSchema, checkBudgets } from './budgets.ts';
import { formatResults, machineSpeed, renderTable } from './table.ts';
import type { BenchResults } from './results-types.ts';
import type { ScalingResult } from './server-scaling.ts';
import { passingResults } from './test-results-fixture.ts';

const budgets = budgetsSchema.parse(budgetsFile);

describe('renderTable', () => {
  it('pads columns to the widest cell and rules the header', () => {
    expect(
      renderTable(
        ['A', 'Bee'],
        [
          ['long cell', 'x'],
          ['y', 'z'],
        ],
      ),
    ).toBe(['A         | Bee', '----------|----', 'long cell | x', 'y         | z'].join('\n'));
  });
});

describe('formatResults', () => {
  it('shows every area with its median figures and budget verdicts', () => {
    const results = passingResults();
    const table = formatResults(results, checkBudgets(results, budgets));
    expect(table).toContain(
      '2 × Test CPU · Node v20.20.2 · Chromium 156.0 · Lighthouse benchmarkIndex 1300',
    );
    expect(table).toMatch(
      /first-paint JS of \/ raw · gzip\s+\| 320\.0 kB · 99\.0 kB\s+\| ok \(≤ 100\.0 kB\)/,
    );
    expect(table).toContain('30.0 kB assets/title-route.js');
    expect(table).toContain(
      'score 98 · LCP 1.50 s · TBT 20 ms · CLS 0.010 · 180.0 kB · main thread 1.80 s · 700 DOM',
    );
    expect(table).toMatch(/Home \(one core busy\) \(\/\)\s+\| score 94 .*\| ok \(≥ 93\)/);
    expect(table).toContain('median of 3 (page loads 5)');
    expect(table).toContain('9000 req/s · p50 10 ms · p99 18 ms');
    expect(table).toContain('load 40.0 ms · save 12.0 ms');
    expect(table).toContain('120 ms · 30 rows in DOM');
    expect(table).toMatch(
      /second load with the service worker · network off\s+\| FCP 310 ms \(page from the worker at 40 ms\) · offline FCP 250 ms\s+\| ok \(FCP ≤ 500 ms\) ok \(paints\)/,
    );
    expect(table).toMatch(
      /IndexedDB\s+\| open one 500-song playlist\s+\| CPU 8 ms · wall 12 ms\s+\| ok \(≤ 100 ms CPU\)/,
    );
    expect(table).toMatch(
      /all 100 playlists’ songs \(backup, export all\)\s+\| CPU 250 ms · wall 400 ms\s*\|?$/m,
    );
    expect(table).not.toContain('FAIL');
  });

  it('marks a failed budget and shows why a figure is missing', () => {
    const results = passingResults();
    results.pages[0]!.score = 80;
    results.longList = { ...results.longList, scriptingMs: null, unavailable: 'page not built' };
    const table = formatResults(results, checkBudgets(results, budgets));
    expect(table).toMatch(/Home \(\/\).*FAIL \(≥ 97\)/);
    expect(table).toMatch(/n\/a \(page not built\)\s+\| FAIL \(< 200 ms\)/);
  });

  it('marks a repeat visit of Home that did not paint offline', () => {
    const results = passingResults();
    const sw = results.swRepeat!;
    if (!('unavailable' in sw)) sw.offlinePaintsMs = [null, 250, 260];
    const table = formatResults(results, checkBudgets(results, budgets));
    expect(table).toMatch(/offline FCP 250 ms\s+\| ok \(FCP ≤ 500 ms\) FAIL \(paints\)/);
  });
});

describe('formatResults, all cores vs one process', () => {
  const withScaling = (cpu: ScalingResult['cpu'], ceiling?: number | null): BenchResults => {
    const results = passingResults();
    const load = { ...results.server[0]!, tool: 'wrk' as const };
    results.scaling = {
      workers: 2,
      single: { ...load, reqPerSec: 64_372, p99Ms: 12 },
      all: { ...load, reqPerSec: 75_452, p99Ms: 9 },
      ratio: 75_452 / 64_372,
      coalescing: { processes: 3, misses: 200, upstreamCalls: 1 },
      ...(cpu === undefined ? {} : { cpu, ceiling }),
    };
    return results;
  };
  const table = (results: BenchResults) => formatResults(results, checkBudgets(results, budgets));

  it('shows the CPU the server and the generator took in each run, and the ceiling', () => {
    const usage = (serverCpuS: number, otherCpuS: number, requests: number) => ({
      wallS: 10,
      serverCpuS,
      otherCpuS,
      requests,
    });
    const shown = table(
      withScaling({ single: usage(10.17, 6, 643_720), all: usage(11.73, 6.13, 754_520) }, 1.2581),
    );
    expect(shown).toContain(
      '64372 req/s · p99 12 ms (wrk) · server 1.02 cores (15.8 µs/req), generator+rest 0.60 core (9.3 µs/req)',
    );
    expect(shown).toMatch(
      /75452 req\/s · p99 9 ms \(wrk\) · 1\.17× · server 1\.17 cores \(15\.5 µs\/req\), generator\+rest 0\.61 core \(8\.1 µs\/req\); ceiling on 2 cores 1\.26×\s+\| ok \(reported, no budget/,
    );
  });

  it('prints n/a without /proc, and older results as before', () => {
    const without = table(withScaling({ single: null, all: null }, null));
    expect(without).toContain('64372 req/s · p99 12 ms (wrk) · CPU n/a');
    expect(without).toContain('1.17× · CPU n/a; ceiling on 2 cores n/a');
    const older = table(withScaling(undefined));
    expect(older).toMatch(/64372 req\/s · p99 12 ms \(wrk\)\s+\|/);
    expect(older).toMatch(/75452 req\/s · p99 9 ms \(wrk\) · 1\.17×\s+\| ok/);
  });
});

describe('the machine row', () => {
  it('shows the host’s speed at the start and the end of the run, when measured', () => {
    const results = passingResults();
    results.machine.hostSpeed = {
      start: { perCore: [17_100, 7_000], pinned: true, freshPageMicros: 11.5 },
      end: { perCore: [16_900, 16_800], pinned: true, freshPageMicros: 0.9 },
    };
    const table = formatResults(results, checkBudgets(results, budgets));
    expect(table).toContain(
      'benchmarkIndex 1300 · cores 17 100 · 7 000 rounds/s (slowest 0.41 of fastest), fresh ' +
        'memory 11.5 µs a page at the start, cores 16 900 · 16 800 rounds/s (slowest 0.99 of ' +
        'fastest), fresh memory 0.9 µs a page at the end',
    );
  });
});

describe('machineSpeed', () => {
  it('is the median benchmarkIndex of the idle page rows, ignoring busy and older rows', () => {
    const { pages } = passingResults();
    expect(machineSpeed(pages)).toBe(1300);
    expect(machineSpeed(pages.filter((p) => p.condition === 'busy'))).toBeNull();
    expect(machineSpeed(pages.map((p) => ({ ...p, benchmarkIndex: undefined })))).toBeNull();
  });
});
