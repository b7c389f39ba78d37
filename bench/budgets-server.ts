import { ceilingText, cpuShareText } from './cpu-usage.ts';
import {
  CACHED_CATALOG_NAME,
  IDB_LOAD_PREFIX,
  notMeasured,
  PLAYERS_STATUS_NAME,
  type BudgetCheck,
  type Budgets,
} from './budgets-schema.ts';
import {
  isUnavailable,
  type BenchResults,
  type IdbLoadResult,
  type Unavailable,
} from './results-types.ts';
import type { RequestCostResult } from './request-cost.ts';
import { SCALING_NAME, type ScalingResult } from './server-scaling.ts';

/** The hot-path p99s, the music stream's first byte and memory, and the long list. */
export function checkServerRows(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const add = (name: string, limit: string, ok: boolean, actual: string) =>
    checks.push({ name, limit, ok, actual });

  // Both answer from memory on the server's hot path, so both are held to the same p99.
  for (const name of [CACHED_CATALOG_NAME, PLAYERS_STATUS_NAME]) {
    const row = results.server.find((s) => s.name === name);
    const p99 = row?.p99Ms ?? null;
    add(
      `${name} p99 at ${row?.connections ?? 200} connections`,
      `≤ ${budgets.cachedCatalogP99Ms} ms`,
      p99 !== null && p99 <= budgets.cachedCatalogP99Ms,
      p99 === null ? notMeasured(row?.unavailable) : `${p99} ms`,
    );
  }

  const stream = results.musicStream;
  if (stream) {
    const measured = !isUnavailable(stream);
    add(
      'music stream TTFB',
      `≤ ${budgets.musicStreamTtfbMs} ms`,
      measured && stream.ttfbMedianMs !== null && stream.ttfbMedianMs <= budgets.musicStreamTtfbMs,
      !measured
        ? notMeasured(stream.unavailable)
        : `${stream.ttfbMedianMs?.toFixed(1)} ms (worst ${stream.ttfbMaxMs?.toFixed(0)} ms)`,
    );
    const rise = measured ? stream.rssPeakMb - stream.rssBeforeMb : null;
    add(
      'music streams memory',
      `RSS rise ≤ ${budgets.musicStreamRssRiseMb} MB`,
      rise !== null && rise <= budgets.musicStreamRssRiseMb,
      !measured
        ? notMeasured(stream.unavailable)
        : `+${rise!.toFixed(1)} MB with ${stream.streams} streams (${stream.bytesPassedMb.toFixed(0)} MB passed)`,
    );
  }

  const list = results.longList;
  add(
    `${list.songs}-song playlist scripting`,
    `< ${budgets.playlistScriptingMs} ms`,
    list.scriptingMs !== null && list.scriptingMs < budgets.playlistScriptingMs,
    list.scriptingMs === null ? notMeasured(list.unavailable) : `${list.scriptingMs.toFixed(0)} ms`,
  );
  return checks;
}

/** Each budgeted load, by its main-thread CPU; a load not measured fails. */
export function checkIdbLoad(
  result: IdbLoadResult[] | Unavailable,
  limitMs: number,
): BudgetCheck[] {
  const limit = `≤ ${limitMs} ms CPU`;
  if (isUnavailable(result)) {
    return [
      { name: `${IDB_LOAD_PREFIX}all`, limit, ok: false, actual: notMeasured(result.unavailable) },
    ];
  }
  return result
    .filter((row) => row.budgeted)
    .map(({ name, cpuMs, wallMs }) => ({
      name: IDB_LOAD_PREFIX + name,
      limit,
      ok: cpuMs !== null && cpuMs <= limitMs,
      actual:
        cpuMs === null
          ? notMeasured(undefined)
          : `${cpuMs.toFixed(0)} ms CPU, ${wallMs?.toFixed(0)} ms wall`,
    }));
}

export const REQUEST_COST_NAME = 'cached catalogue: CPU per request vs a bare node:http server';

/** One process's CPU per request against the bare server's; absent from older results. */
function checkRequestCost(cost: RequestCostResult | undefined, maxRatio: number): BudgetCheck[] {
  if (!cost) return [];
  const { ratio, serverUs, bareUs } = cost;
  return [
    {
      name: REQUEST_COST_NAME,
      limit: `≤ ${maxRatio}× the bare server`,
      ok: ratio !== null && ratio <= maxRatio,
      actual:
        ratio === null
          ? notMeasured(cost.unavailable ?? cost.bare.unavailable)
          : `${ratio.toFixed(2)}× (${serverUs!.toFixed(1)} vs ${bareUs!.toFixed(1)} CPU-µs per request)`,
    },
  ];
}

export function checkScaling(scaling: ScalingResult, budgets: Budgets): BudgetCheck[] {
  const { ratio, all, single, coalescing, cpu } = scaling;
  const p99 = all.p99Ms;
  // How much of the machine the server and the generator took, and the ratio that allows
  // (absent from results older than the measurement).
  const share = cpu
    ? `; ${cpuShareText(cpu.all)}; ${ceilingText(scaling.workers, scaling.ceiling ?? null)}`
    : '';
  return [
    ...checkRequestCost(scaling.requestCost, budgets.requestCostRatioMax),
    {
      name: `${SCALING_NAME}: req/s ratio`,
      limit: 'reported, no budget (docs/deploy.md)',
      ok: ratio !== null,
      actual:
        ratio === null
          ? notMeasured(all.unavailable ?? single.unavailable)
          : `${ratio.toFixed(2)}× (${Math.round(all.reqPerSec!)} vs ${Math.round(single.reqPerSec!)} req/s, ${scaling.workers} workers, ${all.tool ?? 'autocannon'}${share})`,
    },
    {
      name: `${SCALING_NAME}: p99 with all cores`,
      limit: `≤ ${budgets.cachedCatalogP99Ms} ms`,
      ok: p99 !== null && p99 <= budgets.cachedCatalogP99Ms,
      actual: p99 === null ? notMeasured(all.unavailable) : `${p99} ms`,
    },
    {
      name: `${coalescing.misses} misses on ${coalescing.processes} processes with Redis`,
      limit: `≤ ${budgets.redisMissUpstreamCallsMax} upstream call`,
      ok:
        coalescing.upstreamCalls !== null &&
        coalescing.upstreamCalls <= budgets.redisMissUpstreamCallsMax,
      actual:
        coalescing.upstreamCalls === null
          ? notMeasured(coalescing.unavailable)
          : `${coalescing.upstreamCalls} upstream call(s)`,
    },
  ];
}
