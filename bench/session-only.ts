import type { Browser } from '@playwright/test';
import type { BudgetCheck, Budgets } from './budgets-schema.ts';
import type { SessionResult } from './results-types.ts';
import { reportChecks, saveSection } from './section.ts';
import { measureSession } from './session.ts';

export const SESSION_PREFIX = 'long session: ';

type SessionBudgets = Pick<
  Budgets,
  | 'sessionHeapGrowthMaxMb'
  | 'sessionAudioContextsMax'
  | 'sessionMediaElementsMax'
  | 'sessionPageGrowthMax'
>;

/** The long session's budgets; a figure not measured fails its budget. */
export function checkSession(result: SessionResult, budgets: SessionBudgets): BudgetCheck[] {
  const why = `not measured: ${result.unavailable ?? 'no readings'}`;
  const atMost = (name: string, value: number | null, limit: number, unit = '', note = '') => ({
    name: SESSION_PREFIX + name,
    limit: `≤ ${limit}${unit}`,
    ok: result.unavailable === undefined && value !== null && value <= limit,
    actual: value === null ? why : `${Number(value.toFixed(1))}${unit}${note}`,
  });
  const heap = budgets.sessionHeapGrowthMaxMb;
  const growth = budgets.sessionPageGrowthMax;
  const worst = result.worstPage ? ` (worst ${result.worstPage})` : '';
  const left = result.leftovers.length ? ` (${result.leftovers.slice(0, 3).join('; ')})` : '';
  return [
    atMost(`heap growth over ${result.songs} songs`, result.musicHeapGrowthMb, heap, ' MB'),
    atMost(
      `heap growth over ${result.routeChanges} route changes`,
      result.routesHeapGrowthMb,
      heap,
      ' MB',
    ),
    atMost('AudioContexts at once', result.maxAudioContexts, budgets.sessionAudioContextsMax),
    atMost('media elements at once', result.maxMediaElements, budgets.sessionMediaElementsMax),
    atMost('DOM nodes over a page’s baseline', result.nodesGrowth, growth, '', worst),
    atMost('event listeners over a page’s baseline', result.listenersGrowth, growth, '', worst),
    atMost('timers and observers outliving a page', result.timersGrowth, growth, '', left),
  ];
}

/**
 * `npm run bench -- --only session [--check]`: two hours of music compressed and 200 route
 * changes in one visit, written to bench/results/session.json. Returns the exit code.
 */
export async function runSessionSection(
  origin: string,
  browser: Browser,
  budgets: Budgets,
  check: boolean,
  log: (message: string) => void,
): Promise<number> {
  const result = await measureSession(browser, origin, log);
  await saveSection('session', result);
  console.log(`session took ${result.durationS.toFixed(0)} s`);
  for (const g of result.growth ?? []) {
    const changed = g.changedNodes?.length
      ? ` (in the document: ${g.changedNodes.join(', ')})`
      : '';
    console.log(
      `  ${g.page}: nodes ${g.nodes}, listeners ${g.listeners}, timers ${g.timers}${changed}`,
    );
  }
  return reportChecks(checkSession(result, budgets), check);
}
