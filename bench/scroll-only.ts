import type { Browser } from '@playwright/test';
import type { BudgetCheck, Budgets } from './budgets-schema.ts';
import type { ScrollResult } from './results-types.ts';
import { measureScroll } from './scroll.ts';
import { reportChecks, saveSection } from './section.ts';
import { renderTable } from './table.ts';

/** Each page is scrolled end to end this many times; the median run is reported. */
export const SCROLL_RUNS = Math.max(3, Number(process.env.BENCH_SCROLL_RUNS ?? 3));
export const SCROLL_PREFIX = 'scrolling (4× CPU slowdown): ';

type ScrollBudgets = Pick<Budgets, 'scrollLongestFrameMaxMs' | 'scrollFpsMin'>;

/** Each page's longest frame and frames per second; a page not measured fails both. */
export function checkScroll(rows: readonly ScrollResult[], budgets: ScrollBudgets): BudgetCheck[] {
  return rows.flatMap((row) => {
    const why = `not measured: ${row.unavailable ?? 'no runs'}`;
    const { longestFrameMs: longest, fps } = row;
    return [
      {
        name: `${SCROLL_PREFIX}${row.name}, longest frame`,
        limit: `≤ ${budgets.scrollLongestFrameMaxMs} ms`,
        ok: longest !== null && longest <= budgets.scrollLongestFrameMaxMs,
        actual: longest === null ? why : `${longest.toFixed(0)} ms`,
      },
      {
        name: `${SCROLL_PREFIX}${row.name}, frames per second`,
        limit: `≥ ${budgets.scrollFpsMin}`,
        ok: fps !== null && fps >= budgets.scrollFpsMin,
        actual: fps === null ? why : `${fps.toFixed(1)} (${row.scrolledPx ?? 0} px)`,
      },
    ];
  });
}

export function scrollTable(rows: readonly ScrollResult[]): string {
  return renderTable(
    ['scrolled end to end (4× CPU slowdown)', 'longest frame', 'fps', 'px', 'runs'],
    rows.map((r) => [
      r.name,
      r.longestFrameMs === null
        ? `n/a: ${r.unavailable ?? ''}`
        : `${r.longestFrameMs.toFixed(0)} ms`,
      r.fps === null ? 'n/a' : r.fps.toFixed(1),
      String(r.scrolledPx ?? 'n/a'),
      r.runs
        .map((run) => `${run.longestFrameMs.toFixed(0)} ms/${run.fps.toFixed(0)} fps`)
        .join(', '),
    ]),
  );
}

/**
 * `npm run bench -- --only scroll [--check]`: the scrolling rows, written to
 * bench/results/scroll.json. Returns the exit code.
 */
export async function runScrollSection(
  origin: string,
  browser: Browser,
  budgets: Budgets,
  check: boolean,
  log: (message: string) => void,
): Promise<number> {
  const rows = await measureScroll(browser, origin, SCROLL_RUNS, log);
  await saveSection('scroll', rows);
  console.log(scrollTable(rows));
  return reportChecks(checkScroll(rows, budgets), check);
}
