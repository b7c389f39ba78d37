import { mkdir, writeFile } from 'node:fs/promises';
import { checkScaling, type Budgets } from './budgets.ts';
import type { LoadTarget } from './server-load.ts';
import { measureScaling } from './server-scaling.ts';

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

/**
 * `npm run bench -- --only server [--check]`: the server scaling rows alone (a minute or two),
 * written to bench/results/server.json. Returns the exit code.
 */
export async function runServerSection(
  budgets: Budgets,
  options: {
    ports: readonly number[];
    target: LoadTarget;
    load: { runs: number; connections: number; durationS: number };
    check: boolean;
  },
): Promise<number> {
  log(`all cores vs one process ×${options.load.runs}, then 200 misses on 3 processes with Redis`);
  const scaling = await measureScaling(
    'nonexistent-dist',
    options.ports,
    options.target,
    options.load,
  );
  const checks = checkScaling(scaling, budgets);
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/server.json', `${JSON.stringify(scaling, null, 2)}\n`);
  for (const c of checks) {
    console.log(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.actual} (budget ${c.limit})`);
  }
  return options.check && checks.some((c) => !c.ok) ? 1 : 0;
}
