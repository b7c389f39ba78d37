import type { LaunchedChrome } from 'chrome-launcher';
import { measurePageLoad, unmeasuredPage, type PageTarget } from './page-load.ts';
import type { PageLoadCondition, PageLoadResult } from './results-types.ts';

/** A page to load, or why it cannot be (its path needed data the server did not give). */
export type PageLoadTarget = PageTarget & { missing?: string };

/** Lighthouse figures of every target, one after another, under one load condition. */
export async function measurePages(
  origin: string,
  targets: readonly PageLoadTarget[],
  chrome: LaunchedChrome,
  runs: number,
  condition: PageLoadCondition,
  log: (message: string) => void,
): Promise<PageLoadResult[]> {
  const pages: PageLoadResult[] = [];
  for (const target of targets) {
    log(`Lighthouse ${target.name} ×${runs} (${condition})`);
    pages.push(
      target.missing
        ? unmeasuredPage(target, condition, target.missing)
        : await measurePageLoad(origin, target, chrome, runs, condition),
    );
  }
  return pages;
}
