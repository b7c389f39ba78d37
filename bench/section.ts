import { mkdir, writeFile } from 'node:fs/promises';
import type { BudgetCheck } from './budgets.ts';

/** `--only <section>`: the section's figures, written to bench/results/<name>.json. */
export async function saveSection(name: string, result: unknown): Promise<void> {
  await mkdir('bench/results', { recursive: true });
  await writeFile(`bench/results/${name}.json`, `${JSON.stringify(result, null, 2)}\n`);
}

/** Prints each budget verdict; the exit code is 1 when `check` is on and one fails. */
export function reportChecks(checks: readonly BudgetCheck[], check: boolean): number {
  for (const c of checks) {
    console.log(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.actual} (budget ${c.limit})`);
  }
  return check && checks.some((c) => !c.ok) ? 1 : 0;
}
