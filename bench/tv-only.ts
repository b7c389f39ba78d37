import type { Budgets } from './budgets.ts';
import { reportChecks, saveSection } from './section.ts';
import type { TvFocusResult } from './tv-focus.ts';

/** `--only tv`: focus moving along a 20-card row in TV mode, held to `tvFocusMoveMs` (the median and the worst press). */
export async function reportTvSection(
  result: TvFocusResult,
  budgets: Budgets,
  check: boolean,
): Promise<number> {
  await saveSection('tv', result);
  // The Event Timing API reports no press under 16 ms: 0 means none reached it.
  const eventTiming = result.eventTimingMaxMs
    ? `${result.eventTimingMaxMs} ms`
    : 'every press under 16 ms';
  console.log(
    `TV mode, → along a 20-card row at 4× CPU throttling: median ${result.medianMs} ms, ` +
      `worst ${result.maxMs} ms, Event Timing worst ${eventTiming}, ${result.presses} presses`,
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
