import { z } from 'zod';
import {
  isUnavailable,
  type BenchResults,
  type IdbLoadResult,
  type Unavailable,
} from './results-types.ts';
import { ceilingText, cpuShareText } from './cpu-usage.ts';
import { SCALING_NAME, type ScalingResult } from './server-scaling.ts';
import { checkSwRepeat } from './sw-repeat-checks.ts';

export const budgetsSchema = z.object({
  /** kB are 1000 bytes, as Vite reports them. */
  firstPaintJsGzipKb: z.number().positive(),
  routeChunkGzipKb: z.number().positive(),
  /** Each interface language's messages, one chunk each. */
  localeChunkGzipKb: z.number().positive(),
  lighthouseScoreMin: z.number().min(0).max(100),
  lighthouseClsMax: z.number().min(0),
  /** The same pages while another process keeps one core busy. */
  lighthouseBusyScoreMin: z.number().min(0).max(100),
  /** Total Blocking Time of each page on an idle machine. */
  lighthouseTbtMaxMs: z.number().positive(),
  homeMainThreadMaxMs: z.number().positive(),
  homeDomElementsMax: z.number().int().positive(),
  cachedCatalogP99Ms: z.number().positive(),
  playlistScriptingMs: z.number().positive(),
  /** Requests/s of the cached catalogue call with every core over one process. */
  clusterRpsRatioMin: z.number().positive(),
  /** Upstream calls for 200 simultaneous identical misses over three processes sharing Redis. */
  redisMissUpstreamCallsMax: z.number().int().min(1),
  /** Time to first byte of `/api/music/stream/{id}` through the proxy, median over loopback. */
  musicStreamTtfbMs: z.number().positive(),
  /** How much the process's RSS may rise while 50 audio streams play through it. */
  musicStreamRssRiseMb: z.number().positive(),
  /** First contentful paint of Home's second load with the service worker (median). */
  swRepeatPaintMs: z.number().positive(),
  /** Each load from IndexedDB of the sizes, main-thread CPU (median). */
  idbLoadMs: z.number().positive(),
  /** `--only sync`: a change reaching 1 000 live devices on one process, p99. */
  syncFanoutP99Ms: z.number().positive(),
  /** The server process's peak RSS with them connected. */
  syncServerRssMb: z.number().positive(),
  /** The server's side of a first upload of 60 000 records (embedded store, loopback). */
  syncUploadServerMs: z.number().positive(),
  /** 200 rooms × 5 members on one process: a host's action reaching each member, p99. */
  togetherDeliveryP99Ms: z.number().positive(),
  /** The same: the server process's memory (RSS). */
  togetherRssMb: z.number().positive(),
  /** `--only rewind`: computing a year of 20 000 viewing sessions and 50 000 song plays (median). */
  rewindComputeMs: z.number().positive(),
});
export type Budgets = z.infer<typeof budgetsSchema>;

export interface BudgetCheck {
  name: string;
  limit: string;
  actual: string;
  ok: boolean;
}

export const CACHED_CATALOG_NAME = 'cached catalogue';
/** `/api/players`: the servers' health, answered from memory. */
export const PLAYERS_STATUS_NAME = 'player servers';

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const notMeasured = (reason: string | undefined) => `not measured: ${reason ?? 'no samples'}`;

/**
 * Compares results with the budgets. A value that could not be measured fails its budget:
 * a gate that passes when the thing it guards is broken would guard nothing.
 */
export function checkBudgets(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const add = (name: string, limit: string, ok: boolean, actual: string) =>
    checks.push({ name, limit, ok, actual });

  const firstPaintLimit = budgets.firstPaintJsGzipKb * 1000;
  const routeLimit = budgets.routeChunkGzipKb * 1000;
  if (isUnavailable(results.bundle)) {
    const why = notMeasured(results.bundle.unavailable);
    add('first-paint JS of / (gzip)', `≤ ${kb(firstPaintLimit)}`, false, why);
    add('every route chunk (gzip)', `≤ ${kb(routeLimit)}`, false, why);
    add('every language chunk (gzip)', `≤ ${kb(budgets.localeChunkGzipKb * 1000)}`, false, why);
  } else {
    const { jsGzip } = results.bundle.firstPaint;
    add(
      'first-paint JS of / (gzip)',
      `≤ ${kb(firstPaintLimit)}`,
      jsGzip <= firstPaintLimit,
      kb(jsGzip),
    );
    const over = results.bundle.routeChunks.filter((c) => c.gzip > routeLimit);
    for (const chunk of over) {
      add(`route chunk ${chunk.file} (gzip)`, `≤ ${kb(routeLimit)}`, false, kb(chunk.gzip));
    }
    const localeLimit = budgets.localeChunkGzipKb * 1000;
    const locales = results.bundle.localeChunks;
    const largestLocale = [...locales].sort((a, b) => b.gzip - a.gzip)[0];
    add(
      'every language chunk (gzip)',
      `≤ ${kb(localeLimit)}`,
      locales.length > 0 && locales.every((c) => c.gzip <= localeLimit),
      largestLocale
        ? `largest ${kb(largestLocale.gzip)} (${largestLocale.locale}), ${locales.length} files`
        : 'no language chunks found',
    );
    const largest = results.bundle.largestRouteChunk;
    if (over.length === 0) {
      add(
        'every route chunk (gzip)',
        `≤ ${kb(routeLimit)}`,
        true,
        largest ? `largest ${kb(largest.gzip)} (${largest.file})` : 'no route chunks',
      );
    }
  }

  for (const page of results.pages) {
    const busy = page.condition === 'busy';
    const label = busy ? `${page.name} (one core busy)` : page.name;
    const scoreMin = busy ? budgets.lighthouseBusyScoreMin : budgets.lighthouseScoreMin;
    const { score, cls } = page;
    const why = notMeasured(page.unavailable);
    add(
      `Lighthouse performance: ${label}`,
      `≥ ${scoreMin}`,
      score !== null && score >= scoreMin,
      score === null ? why : String(score),
    );
    add(
      `CLS: ${label}`,
      `≤ ${budgets.lighthouseClsMax}`,
      cls !== null && cls <= budgets.lighthouseClsMax,
      cls === null ? why : cls.toFixed(3),
    );
    if (busy) continue;
    const { tbtMs } = page;
    add(
      `TBT: ${label}`,
      `≤ ${budgets.lighthouseTbtMaxMs} ms`,
      tbtMs !== null && tbtMs <= budgets.lighthouseTbtMaxMs,
      tbtMs === null ? why : `${tbtMs.toFixed(0)} ms`,
    );
    if (page.name !== 'Home') continue;
    const { mainThreadMs, domElements } = page;
    add(
      'main-thread work: Home',
      `≤ ${budgets.homeMainThreadMaxMs} ms`,
      mainThreadMs !== null && mainThreadMs <= budgets.homeMainThreadMaxMs,
      mainThreadMs === null ? why : `${mainThreadMs.toFixed(0)} ms`,
    );
    add(
      'DOM elements: Home',
      `≤ ${budgets.homeDomElementsMax}`,
      domElements !== null && domElements <= budgets.homeDomElementsMax,
      domElements === null ? why : String(domElements),
    );
  }

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

  if (results.scaling) checks.push(...checkScaling(results.scaling, budgets));

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

  if (results.swRepeat) checks.push(...checkSwRepeat(results.swRepeat, budgets.swRepeatPaintMs));
  if (results.idbLoad) checks.push(...checkIdbLoad(results.idbLoad, budgets.idbLoadMs));

  const list = results.longList;
  add(
    `${list.songs}-song playlist scripting`,
    `< ${budgets.playlistScriptingMs} ms`,
    list.scriptingMs !== null && list.scriptingMs < budgets.playlistScriptingMs,
    list.scriptingMs === null ? notMeasured(list.unavailable) : `${list.scriptingMs.toFixed(0)} ms`,
  );
  return checks;
}

export const IDB_LOAD_PREFIX = 'IndexedDB load: ';

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

export function checkScaling(scaling: ScalingResult, budgets: Budgets): BudgetCheck[] {
  const { ratio, all, single, coalescing, cpu } = scaling;
  const p99 = all.p99Ms;
  // How much of the machine the server and the generator took, and the ratio that allows
  // (absent from results older than the measurement).
  const share = cpu
    ? `; ${cpuShareText(cpu.all)}; ${ceilingText(scaling.workers, scaling.ceiling ?? null)}`
    : '';
  return [
    {
      name: `${SCALING_NAME}: req/s ratio`,
      limit: `≥ ${budgets.clusterRpsRatioMin}×`,
      ok: ratio !== null && ratio >= budgets.clusterRpsRatioMin,
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
