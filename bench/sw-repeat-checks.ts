import type { BudgetCheck } from './budgets.ts';
import { isUnavailable, type SwRepeatResult, type Unavailable } from './results-types.ts';

export const SW_REPEAT_NAME = 'repeat visit of Home with the service worker';
export const SW_OFFLINE_NAME = 'Home with the network off (service worker)';

const list = (values: (number | null)[]) =>
  values.map((v) => (v === null ? 'no paint' : `${Math.round(v)}`)).join(', ');

/**
 * The issue's budget: the second load of Home paints in ≤ `limitMs` (median FCP), and with the
 * network off it still paints, in every run. A run that did not paint fails the row.
 */
export function checkSwRepeat(
  result: SwRepeatResult | Unavailable,
  limitMs: number,
): BudgetCheck[] {
  const limit = `FCP ≤ ${limitMs} ms`;
  if (isUnavailable(result)) {
    const actual = `not measured: ${result.unavailable}`;
    return [
      { name: SW_REPEAT_NAME, limit, ok: false, actual },
      { name: SW_OFFLINE_NAME, limit: 'paints', ok: false, actual },
    ];
  }
  const { paintsMs, paintMedianMs, offlinePaintsMs } = result;
  const allPainted = paintsMs.length > 0 && paintsMs.every((p) => p !== null);
  const offlinePainted = offlinePaintsMs.length > 0 && offlinePaintsMs.every((p) => p !== null);
  return [
    {
      name: SW_REPEAT_NAME,
      limit,
      ok: allPainted && paintMedianMs !== null && paintMedianMs <= limitMs,
      actual: `${paintMedianMs === null ? 'n/a' : `${paintMedianMs} ms`} (${list(paintsMs)})`,
    },
    {
      name: SW_OFFLINE_NAME,
      limit: 'paints',
      ok: offlinePainted,
      actual: offlinePainted ? `paints (${list(offlinePaintsMs)} ms)` : list(offlinePaintsMs),
    },
  ];
}
