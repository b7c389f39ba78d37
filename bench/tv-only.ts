import type { Budgets } from './budgets.ts';
import { reportChecks, saveSection } from './section.ts';
import type { TvFocusResult } from './tv-focus.ts';

/** `--only tv`: focus moving along a 20-card row in TV mode, held to `tvFocusMoveMs` (median). */
export async function reportTvSection(
  result: TvFocusResult,
  budgets: Budgets,
  check: boolean,
): Promise<number> {
  await saveSection('tv', result);
  console.log(
    `TV mode, → along a 20-card row at 4× CPU throttling: median ${result.medianMs} ms, ` +
      `worst ${result.maxMs} ms, Event Timing worst ${result.eventTimingMaxMs} ms ` +
      `(0: every press under 16 ms), ${result.presses} presses`,
  );
  return reportChecks(
    [
      {
        name: 'TV mode focus move (median, 4× throttling)',
        actual: `${result.medianMs} ms`,
        limit: `${budgets.tvFocusMoveMs} ms`,
        ok: result.medianMs <= budgets.tvFocusMoveMs,
      },
      {
        name: 'TV mode focus move (worst press, 4× throttling)',
        actual: `${result.maxMs} ms`,
        limit: `${budgets.tvFocusMoveMs} ms`,
        ok: result.maxMs <= budgets.tvFocusMoveMs,
      },
    ],
    check,
  );
}
