import { kb, notMeasured, type BudgetCheck, type Budgets } from './budgets-schema.ts';
import { isUnavailable, type BenchResults } from './results-types.ts';

/** The first paint's JS, every route chunk and every language chunk, gzip. */
export function checkBundle(bundle: BenchResults['bundle'], budgets: Budgets): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const add = (name: string, limit: string, ok: boolean, actual: string) =>
    checks.push({ name, limit, ok, actual });

  const firstPaintLimit = budgets.firstPaintJsGzipKb * 1000;
  const routeLimit = budgets.routeChunkGzipKb * 1000;
  if (isUnavailable(bundle)) {
    const why = notMeasured(bundle.unavailable);
    add('first-paint JS of / (gzip)', `≤ ${kb(firstPaintLimit)}`, false, why);
    add('every route chunk (gzip)', `≤ ${kb(routeLimit)}`, false, why);
    add('every language chunk (gzip)', `≤ ${kb(budgets.localeChunkGzipKb * 1000)}`, false, why);
  } else {
    const { jsGzip } = bundle.firstPaint;
    add(
      'first-paint JS of / (gzip)',
      `≤ ${kb(firstPaintLimit)}`,
      jsGzip <= firstPaintLimit,
      kb(jsGzip),
    );
    const over = bundle.routeChunks.filter((c) => c.gzip > routeLimit);
    for (const chunk of over) {
      add(`route chunk ${chunk.file} (gzip)`, `≤ ${kb(routeLimit)}`, false, kb(chunk.gzip));
    }
    const localeLimit = budgets.localeChunkGzipKb * 1000;
    const locales = bundle.localeChunks;
    const largestLocale = [...locales].sort((a, b) => b.gzip - a.gzip)[0];
    add(
      'every language chunk (gzip)',
      `≤ ${kb(localeLimit)}`,
      locales.length > 0 && locales.every((c) => c.gzip <= localeLimit),
      largestLocale
        ? `largest ${kb(largestLocale.gzip)} (${largestLocale.locale}), ${locales.length} files`
        : 'no language chunks found',
    );
    const largest = bundle.largestRouteChunk;
    if (over.length === 0) {
      add(
        'every route chunk (gzip)',
        `≤ ${kb(routeLimit)}`,
        true,
        largest ? `largest ${kb(largest.gzip)} (${largest.file})` : 'no route chunks',
      );
    }
  }
  return checks;
}

/** Each page's Lighthouse score and CLS (idle and busy), TBT, and Home's main thread and DOM. */
export function checkPages(pages: BenchResults['pages'], budgets: Budgets): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const add = (name: string, limit: string, ok: boolean, actual: string) =>
    checks.push({ name, limit, ok, actual });

  for (const page of pages) {
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
  return checks;
}
