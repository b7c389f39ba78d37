import type { Browser } from '@playwright/test';
import { recordEventTiming, throttleCpu, timeInteraction } from './event-timing.ts';
import { INTERACTION_STEPS, type CatalogueIds, type InteractionStep } from './interaction-steps.ts';
import type { InteractionResult, Unavailable } from './results-types.ts';
import { median } from './stats.ts';

/** DevTools' "4× slowdown", the mobile CPU Lighthouse simulates too. */
export const CPU_SLOWDOWN = 4;

/** A movie and a series of the offline catalogue (the rows' Detail and Watch pages). */
export async function catalogueIds(origin: string): Promise<CatalogueIds | Unavailable> {
  const first = async (type: 'movie' | 'tv') => {
    const response = await fetch(`${origin}/api/catalog/${type}/popular?language=en-US&page=1`);
    const body = (await response.json()) as { results?: { id?: unknown }[] };
    const id = body.results?.[0]?.id;
    if (typeof id !== 'number') throw new Error(`/api/catalog/${type}/popular gave no id`);
    return id;
  };
  try {
    return { movie: await first('movie'), tv: await first('tv') };
  } catch (error) {
    return { unavailable: (error as Error).message.split('\n')[0]! };
  }
}

/** One fresh visit: prepared unthrottled, the input timed with the CPU slowed down. */
async function sample(
  browser: Browser,
  origin: string,
  ids: CatalogueIds,
  step: InteractionStep,
): Promise<number> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1280, height: 800 },
  });
  try {
    await context.addInitScript(recordEventTiming);
    const page = await context.newPage();
    await step.prepare(page, ids);
    const session = await context.newCDPSession(page);
    await throttleCpu(session, CPU_SLOWDOWN);
    const ms = await timeInteraction(page, () => step.act(page), step.alsoCount);
    await throttleCpu(session, 1);
    await step.done(page);
    return ms;
  } finally {
    await context.close();
  }
}

/**
 * Each interaction of `INTERACTION_STEPS`, `runs` times in a fresh browser context: the median
 * of its slowest interaction's Event Timing duration. A step that fails leaves its row n/a with
 * the reason.
 */
export async function measureInteractions(
  browser: Browser,
  origin: string,
  runs: number,
  log: (message: string) => void,
  steps: readonly InteractionStep[] = INTERACTION_STEPS,
): Promise<InteractionResult[]> {
  const ids = await catalogueIds(origin);
  const results: InteractionResult[] = [];
  for (const step of steps) {
    log(`interaction: ${step.name} ×${runs}`);
    if ('unavailable' in ids) {
      results.push({
        name: step.name,
        medianMs: null,
        samplesMs: [],
        unavailable: ids.unavailable,
      });
      continue;
    }
    const samplesMs: number[] = [];
    try {
      for (let i = 0; i < runs; i += 1) samplesMs.push(await sample(browser, origin, ids, step));
      results.push({ name: step.name, medianMs: median(samplesMs), samplesMs });
    } catch (error) {
      const reason = (error as Error).message.split('\n')[0]!;
      results.push({ name: step.name, medianMs: null, samplesMs, unavailable: reason });
    }
  }
  return results;
}
