import type { Browser } from '@playwright/test';
import type { BudgetCheck, Budgets } from './budgets-schema.ts';
import { measureInteractions } from './interactions.ts';
import type { InteractionResult } from './results-types.ts';
import { reportChecks, saveSection } from './section.ts';
import { renderTable } from './table.ts';

/** Each interaction's median is over this many fresh visits (at least 5). */
export const INTERACTION_RUNS = Math.max(5, Number(process.env.BENCH_INTERACTION_RUNS ?? 5));
export const INTERACTION_PREFIX = 'interaction (4× CPU slowdown): ';

/** Every interaction within the budget; one not measured fails. */
export function checkInteractions(
  rows: readonly InteractionResult[],
  budgets: Pick<Budgets, 'interactionMaxMs'>,
): BudgetCheck[] {
  return rows.map((row) => ({
    name: INTERACTION_PREFIX + row.name,
    limit: `≤ ${budgets.interactionMaxMs} ms`,
    ok: row.medianMs !== null && row.medianMs <= budgets.interactionMaxMs,
    actual:
      row.medianMs === null
        ? `not measured: ${row.unavailable ?? 'no samples'}`
        : `${row.medianMs} ms (runs ${row.samplesMs.join(', ')})`,
  }));
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
  const rows = await measureInteractions(browser, origin, INTERACTION_RUNS, log);
  await saveSection('interactions', rows);
  console.log(interactionTable(rows));
  return reportChecks(checkInteractions(rows, budgets), check);
}
