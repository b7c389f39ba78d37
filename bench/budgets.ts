import { checkBundle, checkPages } from './budgets-pages.ts';
import type { BudgetCheck, Budgets } from './budgets-schema.ts';
import { checkIdbLoad, checkScaling, checkServerRows } from './budgets-server.ts';
import { checkInteractions } from './interactions-only.ts';
import type { BenchResults } from './results-types.ts';
import { checkScroll } from './scroll-only.ts';
import { checkSession } from './session-only.ts';
import { checkSwRepeat } from './sw-repeat-checks.ts';

export * from './budgets-schema.ts';
export { checkIdbLoad, checkScaling } from './budgets-server.ts';

/**
 * Compares results with the budgets. A value that could not be measured fails its budget:
 * a gate that passes when the thing it guards is broken would guard nothing. Rows absent from
 * older results (scaling, the service worker, IndexedDB, interactions, scrolling, the long
 * session) are checked when present.
 */
export function checkBudgets(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  const { scaling, swRepeat, idbLoad, interactions, scroll, session } = results;
  return [
    ...checkBundle(results.bundle, budgets),
    ...checkPages(results.pages, budgets),
    ...checkServerRows(results, budgets),
    ...(scaling ? checkScaling(scaling, budgets) : []),
    ...(swRepeat ? checkSwRepeat(swRepeat, budgets.swRepeatPaintMs) : []),
    ...(idbLoad ? checkIdbLoad(idbLoad, budgets.idbLoadMs) : []),
    ...(interactions ? checkInteractions(interactions, budgets) : []),
    ...(scroll ? checkScroll(scroll, budgets) : []),
    ...(session ? checkSession(session, budgets) : []),
  ];
}
