import { IDB_LOAD_PREFIX, kb, type BudgetCheck } from './budgets.ts';
import { REQUEST_COST_NAME } from './budgets-server.ts';
import { ceilingText, cpuShareText, type CpuUsage } from './cpu-usage.ts';
import { formatHostSpeed } from './host-speed.ts';
import {
  isUnavailable,
  type BenchResults,
  type PageLoadResult,
  type ServerLoadResult,
} from './results-types.ts';
import { median } from './stats.ts';
import { SW_OFFLINE_NAME, SW_REPEAT_NAME } from './sw-repeat-checks.ts';

export type Row = [area: string, measure: string, value: string, budget: string];

/** Lays rows out as a plain-text table with a header rule; widths follow the longest cell. */
export function renderTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    widths
      .map((w, i) => (cells[i] ?? '').padEnd(w))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-|-');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const ms = (value: number | null, digits = 0) =>
  value === null ? 'n/a' : `${value.toFixed(digits)} ms`;
const seconds = (value: number | null) =>
  value === null ? 'n/a' : `${(value / 1000).toFixed(2)} s`;
const num = (value: number | null, digits = 0) => (value === null ? 'n/a' : value.toFixed(digits));
/** The load generator shares the machine, so a server figure names the one that measured it. */
const by = (row: ServerLoadResult) => (row.tool ? ` (${row.tool})` : '');

/** Budget verdict for the check whose name starts with `prefix`, or blank when none applies. */
function verdict(checks: readonly BudgetCheck[], prefix: string): string {
  const matching = checks.filter((c) => c.name.startsWith(prefix));
  if (matching.length === 0) return '';
  const failed = matching.filter((c) => !c.ok);
  if (failed.length === 0) return `ok (${matching.map((c) => c.limit).join(', ')})`;
  return `FAIL (${failed.map((c) => c.limit).join(', ')})`;
}

/**
 * How fast the machine was during the idle page loads (median of their benchmarkIndex), or null
 * when no idle page row has one. The same code scores lower on a slower machine.
 */
export function machineSpeed(pages: readonly PageLoadResult[]): number | null {
  const indexes = pages
    .filter((p) => p.condition === 'idle')
    .map((p) => p.benchmarkIndex)
    .filter((i): i is number => typeof i === 'number');
  return indexes.length ? Math.round(median(indexes)!) : null;
}

/** One row per measured thing; the Budget column says whether its budget holds. */
export function resultRows(results: BenchResults, checks: readonly BudgetCheck[]): Row[] {
  const rows: Row[] = [];
  const m = results.machine;
  const speed = machineSpeed(results.pages);
  rows.push([
    'machine',
    'cores · Node · Chromium',
    `${m.cores} × ${m.cpuModel} · Node ${m.nodeVersion} · ${m.chromiumVersion}` +
      (speed === null ? '' : ` · Lighthouse benchmarkIndex ${speed}`) +
      (m.hostSpeed
        ? ` · ${formatHostSpeed(m.hostSpeed.start)} at the start, ` +
          `${formatHostSpeed(m.hostSpeed.end)} at the end`
        : ''),
    `median of ${results.runs} (page loads ${results.pageRuns})`,
  ]);

  const bundle = results.bundle;
  if (isUnavailable(bundle)) {
    rows.push(['bundle', 'all', `n/a (${bundle.unavailable})`, verdict(checks, 'first-paint')]);
  } else {
    const fp = bundle.firstPaint;
    rows.push([
      'bundle',
      'first-paint JS of / raw · gzip',
      `${kb(fp.jsRaw)} · ${kb(fp.jsGzip)}`,
      verdict(checks, 'first-paint'),
    ]);
    rows.push([
      'bundle',
      'first-paint CSS of / raw · gzip',
      `${kb(fp.cssRaw)} · ${kb(fp.cssGzip)}`,
      '',
    ]);
    rows.push([
      'bundle',
      'total JS raw · gzip',
      `${kb(bundle.totalJs.raw)} · ${kb(bundle.totalJs.gzip)}`,
      '',
    ]);
    const locales = bundle.localeChunks;
    rows.push([
      'bundle',
      'language chunks (gzip)',
      locales.map((c) => `${c.locale} ${kb(c.gzip)}`).join(' · ') || 'none',
      verdict(checks, 'every language chunk'),
    ]);
    const largest = bundle.largestRouteChunk;
    rows.push([
      'bundle',
      'largest route chunk (gzip)',
      largest ? `${kb(largest.gzip)} ${largest.file}` : 'none',
      verdict(checks, 'every route chunk') || verdict(checks, 'route chunk'),
    ]);
  }

  for (const p of results.pages) {
    const label = p.condition === 'busy' ? `${p.name} (one core busy)` : p.name;
    const value = p.unavailable
      ? `n/a (${p.unavailable})`
      : `score ${num(p.score)} · LCP ${seconds(p.lcpMs)} · TBT ${ms(p.tbtMs)} · CLS ${num(p.cls, 3)} · ${p.bytes === null ? 'n/a' : kb(p.bytes)} · main thread ${seconds(p.mainThreadMs)} · ${num(p.domElements)} DOM`;
    const v = [
      verdict(checks, `Lighthouse performance: ${label}`),
      verdict(checks, `CLS: ${label}`),
      verdict(checks, `TBT: ${label}`),
      p.condition === 'idle' ? verdict(checks, `main-thread work: ${p.name}`) : '',
      p.condition === 'idle' ? verdict(checks, `DOM elements: ${p.name}`) : '',
    ];
    rows.push(['page load', `${label} (${p.url})`, value, v.filter(Boolean).join(' ')]);
  }

  const sw = results.swRepeat;
  if (sw) {
    rows.push([
      'page load',
      'Home, second load with the service worker · network off',
      isUnavailable(sw)
        ? `n/a (${sw.unavailable})`
        : `FCP ${ms(sw.paintMedianMs)} (page from the worker at ${ms(sw.htmlMedianMs)}) · offline FCP ${ms(sw.offlinePaintMedianMs)}`,
      [verdict(checks, SW_REPEAT_NAME), verdict(checks, SW_OFFLINE_NAME)].join(' '),
    ]);
  }

  for (const s of results.server) {
    const value = s.unavailable
      ? `n/a (${s.unavailable})`
      : `${num(s.reqPerSec)} req/s · p50 ${ms(s.p50Ms)} · p99 ${ms(s.p99Ms)}${by(s)}`;
    rows.push(['server', `${s.name} ${s.path} @${s.connections}`, value, verdict(checks, s.name)]);
  }

  if (results.scaling) {
    const { single, all, ratio, workers, coalescing, cpu, ceiling } = results.scaling;
    const load = (r: typeof all) =>
      r.unavailable
        ? `n/a (${r.unavailable})`
        : `${num(r.reqPerSec)} req/s · p99 ${ms(r.p99Ms)}${by(r)}`;
    // The CPU the server and the rest (mostly the generator) took; absent from older results.
    const share = (usage: CpuUsage | null) => (cpu ? ` · ${cpuShareText(usage, true)}` : '');
    rows.push([
      'server',
      `cached catalogue, 1 process @${single.connections}`,
      `${load(single)}${share(cpu?.single ?? null)}`,
      '',
    ]);
    rows.push([
      'server',
      `cached catalogue, ${workers} workers @${all.connections}`,
      `${load(all)} · ${ratio === null ? 'n/a' : `${ratio.toFixed(2)}×`}` +
        (cpu ? `${share(cpu.all)}; ${ceilingText(workers, ceiling ?? null)}` : ''),
      verdict(checks, 'cached catalogue, all cores'),
    ]);
    const cost = results.scaling.requestCost;
    if (cost) {
      const us = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(1)} µs`);
      rows.push([
        'server',
        'CPU per cached catalogue request, 1 process vs bare node:http',
        cost.ratio === null
          ? `n/a (${cost.unavailable ?? cost.bare.unavailable ?? 'no CPU figures'})`
          : `${us(cost.serverUs)} vs ${us(cost.bareUs)} · ${cost.ratio.toFixed(2)}×`,
        verdict(checks, REQUEST_COST_NAME),
      ]);
    }
    rows.push([
      'server',
      `${coalescing.misses} misses, ${coalescing.processes} processes + Redis`,
      coalescing.upstreamCalls === null
        ? `n/a (${coalescing.unavailable})`
        : `${coalescing.upstreamCalls} upstream call(s)`,
      verdict(checks, `${coalescing.misses} misses`),
    ]);
  }

  const stream = results.musicStream;
  if (stream) {
    rows.push([
      'server',
      '/api/music/stream TTFB (loopback, stand-ins)',
      isUnavailable(stream)
        ? `n/a (${stream.unavailable})`
        : `${ms(stream.ttfbMedianMs, 1)} · worst ${ms(stream.ttfbMaxMs)}`,
      verdict(checks, 'music stream TTFB'),
    ]);
    rows.push([
      'server',
      `${isUnavailable(stream) ? 50 : stream.streams} audio streams at once, RSS`,
      isUnavailable(stream)
        ? `n/a (${stream.unavailable})`
        : `${stream.rssBeforeMb.toFixed(0)} → ${stream.rssPeakMb.toFixed(0)} MB`,
      verdict(checks, 'music streams memory'),
    ]);
  }

  for (const s of results.storage) {
    const value = s.unavailable
      ? `n/a (${s.unavailable})`
      : `load ${ms(s.loadMs, 1)} · save ${ms(s.saveMs, 1)} · ${kb(s.bytes)}`;
    rows.push(['storage', s.name, value, '']);
  }

  const idb = results.idbLoad;
  if (idb && isUnavailable(idb)) {
    rows.push(['IndexedDB', 'loads', `n/a (${idb.unavailable})`, verdict(checks, IDB_LOAD_PREFIX)]);
  } else if (idb) {
    for (const row of idb) {
      rows.push([
        'IndexedDB',
        row.name,
        `CPU ${ms(row.cpuMs)} · wall ${ms(row.wallMs)}`,
        verdict(checks, IDB_LOAD_PREFIX + row.name),
      ]);
    }
  }

  const list = results.longList;
  rows.push([
    'long list',
    `${list.songs}-song playlist page scripting`,
    list.unavailable
      ? `n/a (${list.unavailable})`
      : `${ms(list.scriptingMs)} · ${num(list.renderedRows)} rows in DOM`,
    verdict(checks, `${list.songs}-song playlist`),
  ]);
  return rows;
}

export const TABLE_HEADER = ['Area', 'Measure', 'Median', 'Budget'] as const;

export const formatResults = (results: BenchResults, checks: readonly BudgetCheck[]) =>
  renderTable(TABLE_HEADER, resultRows(results, checks));
