import type { Browser } from '@playwright/test';
import type { BudgetCheck, Budgets } from './budgets-schema.ts';
import { FIRST_REVEAL_NAME, measureFirstReveal } from './first-reveal.ts';
import { measureInteractions } from './interactions.ts';
import type { InteractionResult } from './results-types.ts';
import { reportChecks, saveSection } from './section.ts';
import { renderTable } from './table.ts';

/** Each interaction's median is over this many fresh visits (at least 5). */
export const INTERACTION_RUNS = Math.max(5, Number(process.env.BENCH_INTERACTION_RUNS ?? 5));
export const INTERACTION_PREFIX = 'interaction (4× CPU slowdown): ';

/**
 * Every interaction within the budget, and the first page's reveal within its own (it is timed
 * unthrottled); one not measured fails.
 */
export function checkInteractions(
  rows: readonly InteractionResult[],
  budgets: Pick<Budgets, 'interactionMaxMs' | 'firstRevealMs'>,
): BudgetCheck[] {
  return rows.map((row) => {
    const reveal = row.name === FIRST_REVEAL_NAME;
    const limit = reveal ? budgets.firstRevealMs : budgets.interactionMaxMs;
    return {
      name: reveal ? row.name : INTERACTION_PREFIX + row.name,
      limit: `≤ ${limit} ms`,
      ok: row.medianMs !== null && row.medianMs <= limit,
      actual:
        row.medianMs === null
          ? `not measured: ${row.unavailable ?? 'no samples'}`
          : `${row.medianMs} ms (runs ${row.samplesMs.join(', ')})`,
    };
  });
}

/** The interactions (4× CPU slowdown), then the first page's reveal on a cold visit. */
export async function measureInteractionRows(
  browser: Browser,
  origin: string,
  log: (message: string) => void,
): Promise<InteractionResult[]> {
  const rows = await measureInteractions(browser, origin, INTERACTION_RUNS, log);
  log(`${FIRST_REVEAL_NAME} ×${INTERACTION_RUNS}`);
  return [...rows, await measureFirstReveal(browser, origin, INTERACTION_RUNS)];
}

export function interactionTable(rows: readonly InteractionResult[]): string {
  return renderTable(
    ['interaction (4× CPU slowdown)', 'median', 'runs'],
    rows.map((r) => [
      r.name,
      r.medianMs === null ? `n/a: ${r.unavailable ?? ''}` : `${r.medianMs} ms`,
      r.samplesMs.join(', '),
    ]),
  );
}

/**
 * `npm run bench -- --only interactions [--check]`: every interaction row, written to
 * bench/results/interactions.json. Returns the exit code.
 */
export async function runInteractionsSection(
  origin: string,
  browser: Browser,
  budgets: Budgets,
  check: boolean,
  log: (message: string) => void,
): Promise<number> {
  const rows = await measureInteractionRows(browser, origin, log);
  await saveSection('interactions', rows);
  console.log(interactionTable(rows));
  return reportChecks(checkInteractions(rows, budgets), check);
}
