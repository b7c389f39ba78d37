import type { BudgetCheck, Budgets } from './budgets.ts';
import type { Unavailable } from './results-types.ts';
import { reportChecks, saveSection } from './section.ts';
import { pickPort } from './server-process.ts';
import { measureSoak, type SoakResult } from './soak.ts';
import { renderTable } from './table.ts';

/** Five minutes by default; `BENCH_SOAK_MINUTES` and `BENCH_SOAK_MINUTE_S` shorten a trial run. */
export const SOAK_MINUTES = Math.max(2, Number(process.env.BENCH_SOAK_MINUTES ?? 5));
export const SOAK_MINUTE_S = Math.max(5, Number(process.env.BENCH_SOAK_MINUTE_S ?? 60));
export const SOAK_CONNECTIONS = 200;
export const SOAK_NAME = 'soak: mixed traffic at 200 connections';

/**
 * The first minute warms the server up (JIT; the caches are filled before it): the memory the
 * server holds after a full collection at each later minute's end must stay within the
 * budget's share of its figure at the first minute's end, and the last minute's p99 within the
 * budget's multiple of the first minute's. RSS as read (every 5 s) is reported beside it: it
 * follows V8's heap sizing (the old space grows with the allocation rate and keeps its pages
 * after a collection), ±20 % around the same live heap within a minute.
 */
export function soakFigures(result: SoakResult) {
  const [first, ...rest] = result.minutes;
  const last = rest.at(-1);
  if (!first || !last) return null;
  const reference = first.held.heldMb;
  const drifts = rest.map((m) => ((m.held.heldMb - reference) / reference) * 100);
  const worstDriftPct = drifts.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0);
  const rss = [...result.rssMb, ...result.minutes.map((m) => m.rssMb)];
  const live = result.minutes.map((m) => m.held.liveHeapMb);
  return {
    heldMb: reference,
    worstDriftPct,
    rssRangeMb: [Math.min(...rss), Math.max(...rss)] as const,
    liveHeapRangeMb: [Math.min(...live), Math.max(...live)] as const,
    p99FirstMs: first.p99Ms,
    p99LastMs: last.p99Ms,
    p99Ratio: last.p99Ms / Math.max(1, first.p99Ms),
    errors: result.minutes.reduce((sum, m) => sum + m.errors, 0),
  };
}

const range = ([low, high]: readonly [number, number]) => `${low.toFixed(0)}–${high.toFixed(0)} MB`;

export function checkSoak(result: SoakResult | Unavailable, budgets: Budgets): BudgetCheck[] {
  const figures = 'unavailable' in result ? null : soakFigures(result);
  const why =
    'unavailable' in result
      ? `not measured: ${result.unavailable}`
      : 'not measured: under 2 minutes';
  return [
    {
      name: `${SOAK_NAME}: memory held after a collection, after the first minute`,
      limit: `± ${budgets.soakRssDriftMaxPct} %`,
      ok: figures !== null && Math.abs(figures.worstDriftPct) <= budgets.soakRssDriftMaxPct,
      actual: figures
        ? `${figures.worstDriftPct.toFixed(1)} % at worst of ${figures.heldMb.toFixed(0)} MB ` +
          `(RSS ${range(figures.rssRangeMb)}, live heap ${range(figures.liveHeapRangeMb)})`
        : why,
    },
    {
      name: `${SOAK_NAME}: p99 of the last minute against the first`,
      limit: `≤ ${budgets.soakP99RatioMax}×`,
      ok: figures !== null && figures.errors === 0 && figures.p99Ratio <= budgets.soakP99RatioMax,
      actual: figures
        ? `${figures.p99Ratio.toFixed(2)}× (${figures.p99FirstMs} → ${figures.p99LastMs} ms, ` +
          `${figures.errors} errors)`
        : why,
    },
  ];
}

/**
 * `npm run bench -- --only soak [--check]`: the server under mixed traffic for five minutes,
 * written to bench/results/soak.json. Returns the exit code.
 */
export async function runSoakSection(
  budgets: Budgets,
  ports: readonly number[],
  check: boolean,
  log: (message: string) => void,
): Promise<number> {
  const options = { minutes: SOAK_MINUTES, minuteS: SOAK_MINUTE_S, connections: SOAK_CONNECTIONS };
  log(`soak: ${options.minutes} × ${options.minuteS} s at ${options.connections} connections`);
  const result = await measureSoak(await pickPort(ports), options, log).catch(
    (error: Error): Unavailable => ({ unavailable: error.message.split('\n')[0]! }),
  );
  await saveSection('soak', result);
  if (!('unavailable' in result)) {
    console.log(
      renderTable(
        ['minute', 'requests', 'errors', 'p99', 'RSS at its end', 'held after a collection'],
        result.minutes.map((m, i) => [
          String(i + 1),
          String(m.requests),
          String(m.errors),
          `${m.p99Ms} ms`,
          `${m.rssMb.toFixed(0)} MB`,
          `${m.held.heldMb.toFixed(0)} MB (live heap ${m.held.liveHeapMb.toFixed(0)} MB)`,
        ]),
      ),
    );
  }
  return reportChecks(checkSoak(result, budgets), check);
}
