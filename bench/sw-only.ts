import { mkdir, writeFile } from 'node:fs/promises';
import type { Budgets } from './budgets.ts';
import type { SwRepeatResult, Unavailable } from './results-types.ts';
import { checkSwRepeat } from './sw-repeat-checks.ts';

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
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/sw.json', `${JSON.stringify(result, null, 2)}\n`);
  if (!('unavailable' in result)) {
    console.log(`page from the worker (responseEnd), median: ${result.htmlMedianMs ?? 'n/a'} ms`);
  }
  for (const c of checks) {
    console.log(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.actual} (budget ${c.limit})`);
  }
  return check && checks.some((c) => !c.ok) ? 1 : 0;
}
