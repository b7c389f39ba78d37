import { checkScaling, type Budgets } from './budgets.ts';
import type { LoadTarget } from './server-load.ts';
import { measureScaling } from './server-scaling.ts';
import { reportChecks, saveSection } from './section.ts';

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
  await saveSection('server', scaling);
  return reportChecks(checks, options.check);
}
