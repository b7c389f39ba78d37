import type { Budgets } from './budgets.ts';
import type { SwRepeatResult, Unavailable } from './results-types.ts';
import { checkSwRepeat } from './sw-repeat-checks.ts';
import { reportChecks, saveSection } from './section.ts';

/**
 * `npm run bench -- --only sw [--check]`: the service-worker rows alone (build, server and
 * Chromium are the bench's own, started by run.ts), written to bench/results/sw.json.
 * Prints every run's figures and returns the exit code.
 */
export async function reportSwSection(
  result: SwRepeatResult | Unavailable,
  budgets: Budgets,
  check: boolean,
): Promise<number> {
  const checks = checkSwRepeat(result, budgets.swRepeatPaintMs);
  await saveSection('sw', result);
  if (!('unavailable' in result)) {
    console.log(`page from the worker (responseEnd), median: ${result.htmlMedianMs ?? 'n/a'} ms`);
  }
  return reportChecks(checks, check);
}
