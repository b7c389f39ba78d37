import { Launcher, launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, repeat } from './stats.ts';
import type { PageLoadCondition, PageLoadResult } from './results-types.ts';
import { CHROMIUM_BASE_FLAGS, CHROMIUM_PATH, withUnseenUiOff } from '../scripts/chromium.ts';

export interface PageTarget {
  name: string;
  /** Path with hash route, e.g. `/#/search?q=dune`. */
  path: string;
}

const SCORED_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'total-byte-weight',
  // Not part of the score: how much the main thread did, and how much DOM the page built.
  'mainthread-work-breakdown',
  'dom-size',
];

interface Sample {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  mainThreadMs: number;
  domElements: number;
  benchmarkIndex: number;
}

/** `language`: the browser's language (`de-DE`), which a first visit of Reelbeat follows. */
export const launchChromium = (language?: string): Promise<LaunchedChrome> =>
  launch({
    chromePath: CHROMIUM_PATH,
    // chrome-launcher's own flags, given here so that its `--disable-features` (Lighthouse's
    // choices) and the unseen UI's become one: Chromium reads only the last.
    ignoreDefaultFlags: true,
    chromeFlags: withUnseenUiOff([
      ...Launcher.defaultFlags(),
      ...CHROMIUM_BASE_FLAGS,
      ...(language ? [`--lang=${language}`, `--accept-lang=${language}`] : []),
    ]),
    logLevel: 'silent',
  });

async function once(url: string, port: number): Promise<Sample> {
  // Lighthouse's default config is the mobile form factor with simulated throttling.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Only the audits the score and the table need: the score is the weighted metrics, so it
    // is unchanged, and skipping the diagnostics halves the time of a run.
    onlyAudits: SCORED_AUDITS,
    maxWaitForLoad: 30_000,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse audit ${id} has no value`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
  return {
    score: Math.round(score * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    mainThreadMs: audit('mainthread-work-breakdown'),
    domElements: audit('dom-size'),
    // Lighthouse's own measure of how fast this machine ran a fixed piece of work.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Lighthouse itself asks to run again after a broken trace (NO_NAVSTART, NO_FCP) on a busy
 * machine. With one core kept busy one retry was not always enough, so a run gets three
 * attempts; the row is n/a only when all three break.
 */
async function onceWithRetry(url: string, port: number, attempts = 3): Promise<Sample> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await once(url, port);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/** Median Lighthouse figures of `runs` loads of one page in an already launched Chromium. */
export async function measurePageLoad(
  origin: string,
  target: PageTarget,
  chrome: LaunchedChrome,
  runs: number,
  condition: PageLoadCondition = 'idle',
): Promise<PageLoadResult> {
  const url = origin + target.path;
  const base = { name: target.name, url: target.path, condition, samples: 0 };
  try {
    const samples = await repeat(runs, () => onceWithRetry(url, chrome.port));
    return {
      ...base,
      score: median(samples.map((s) => s.score)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      cls: median(samples.map((s) => s.cls)),
      bytes: median(samples.map((s) => s.bytes)),
      mainThreadMs: median(samples.map((s) => s.mainThreadMs)),
      domElements: median(samples.map((s) => s.domElements)),
      benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
      samples: samples.length,
    };
  } catch (error) {
    return unmeasuredPage(target, condition, (error as Error).message.split('\n')[0]!);
  }
}

/** A page whose figures could not be taken, with the reason in their place. */
export function unmeasuredPage(
  target: PageTarget,
  condition: PageLoadCondition,
  reason: string,
): PageLoadResult {
  return {
    name: target.name,
    url: target.path,
    condition,
    score: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    bytes: null,
    mainThreadMs: null,
    domElements: null,
    benchmarkIndex: null,
    samples: 0,
    unavailable: reason,
  };
}
