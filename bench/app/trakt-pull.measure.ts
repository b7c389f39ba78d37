import { beforeEach, expect, it } from 'vitest';
import { pullTrakt } from '@/features/connections/services/trakt-pull';
import { connect, longHistory, match, startTraktStandIn } from '@/test/trakt-pull-setup';

/**
 * The Trakt pull's budget: a 2 000-item history pulled from the stand-in, matched by the offline
 * matcher and merged, in at most 10 s (docs/benchmarks.md). Run with the backup budget:
 *   npx vitest run --config bench/backup-budget.config.ts
 */
const held = startTraktStandIn();

beforeEach(async () => {
  localStorage.clear();
  await connect(held.standIn);
});

it('a 2 000-item Trakt history pulls, matches and merges in at most 10 s', async () => {
  held.standIn.state.history = longHistory(2_000);
  const start = performance.now();
  const result = await pullTrakt(held.api, { match });
  const ms = performance.now() - start;
  console.log(`Trakt pull of a 2 000-item history: ${ms.toFixed(0)} ms`);
  expect(result.ok).toBe(true);
  expect(ms).toBeLessThanOrEqual(10_000);
});
