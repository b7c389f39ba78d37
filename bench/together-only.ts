import type { BudgetCheck, Budgets } from './budgets.ts';
import type { Unavailable } from './results-types.ts';
import { reportChecks, saveSection } from './section.ts';
import { pickPort } from './server-process.ts';
import { renderTable } from './table.ts';
import { measureTogetherRooms, type TogetherRoomsResult } from './together-rooms.ts';

export const TOGETHER_NAME = 'together: 200 rooms × 5 members';

/** The rooms' budgets: how fast a host's action reaches every member, and the server's memory. */
export function checkTogether(
  result: TogetherRoomsResult | Unavailable,
  budgets: Budgets,
): BudgetCheck[] {
  const why = 'unavailable' in result ? `not measured: ${result.unavailable}` : null;
  const ok = (value: number, limit: number) =>
    why === null && Number.isFinite(value) && value <= limit;
  const r = 'unavailable' in result ? null : result;
  return [
    {
      name: `${TOGETHER_NAME}: a host's action reaching every member, p99`,
      limit: `≤ ${budgets.togetherDeliveryP99Ms} ms`,
      ok: r !== null && r.lost === 0 && ok(r.p99Ms, budgets.togetherDeliveryP99Ms),
      actual: why ?? `${r!.p99Ms.toFixed(1)} ms (${r!.deliveries} deliveries, ${r!.lost} lost)`,
    },
    {
      name: `${TOGETHER_NAME}: server memory (RSS)`,
      limit: `≤ ${budgets.togetherRssMb} MB`,
      ok: r !== null && ok(r.rssMb, budgets.togetherRssMb),
      actual: why ?? `${r!.rssMb.toFixed(0)} MB`,
    },
  ];
}

/**
 * `npm run bench -- --only together [--check]`: 200 rooms of 5 members on one server process,
 * written to bench/results/together.json. Returns the exit code.
 */
export async function runTogetherSection(
  budgets: Budgets,
  ports: readonly number[],
  check: boolean,
): Promise<number> {
  const result = await measureTogetherRooms(await pickPort(ports)).catch(
    (error: Error): Unavailable => ({ unavailable: error.message.split('\n')[0]! }),
  );
  await saveSection('together', result);
  if (!('unavailable' in result)) {
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      renderTable(
        ['rooms × members', 'actions', 'deliveries', 'p50', 'p99', 'max', 'server RSS'],
        [
          [
            `${result.rooms} × ${result.membersPerRoom}`,
            String(result.actions),
            String(result.deliveries),
            ms(result.p50Ms),
            ms(result.p99Ms),
            ms(result.maxMs),
            `${result.rssMb.toFixed(0)} MB`,
          ],
        ],
      ),
    );
  }
  return reportChecks(checkTogether(result, budgets), check);
}
