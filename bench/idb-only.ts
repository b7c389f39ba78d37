import { checkIdbLoad, type Budgets } from './budgets.ts';
import type { IdbLoadResult, Unavailable } from './results-types.ts';
import { renderTable } from './table.ts';
import { reportChecks, saveSection } from './section.ts';

/**
 * `npm run bench -- --only idb [--check]`: the IndexedDB loads alone (Vite's dev server and
 * Chromium are started by run.ts), written to bench/results/idb.json. Prints the rows and their
 * budget verdicts and returns the exit code.
 */
export async function reportIdbSection(
  result: IdbLoadResult[] | Unavailable,
  budgets: Budgets,
  check: boolean,
): Promise<number> {
  const checks = checkIdbLoad(result, budgets.idbLoadMs);
  await saveSection('idb', result);
  if (!('unavailable' in result)) {
    const ms = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(0)} ms`);
    const rows = result.map((r) => [r.name, ms(r.cpuMs), ms(r.wallMs), r.answer ?? '']);
    console.log(renderTable(['load', 'main-thread CPU', 'wall', 'read'], rows));
  }
  return reportChecks(checks, check);
}
