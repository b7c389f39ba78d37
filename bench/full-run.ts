import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import type { Browser } from '@playwright/test';
import { checkBudgets, CACHED_CATALOG_NAME, PLAYERS_STATUS_NAME, type Budgets } from './budgets.ts';
import { build } from './built-app.ts';
import { measureBundle } from './bundle.ts';
import { startCpuLoad, type CpuLoad } from './cpu-load.ts';
import { logHostSpeed } from './host-speed.ts';
import { interactionTable, measureInteractionRows } from './interactions-only.ts';
import { launchPlaywrightChromium, measureLongList } from './long-list.ts';
import { measureMusicStream } from './music-stream.ts';
import { launchChromium } from './page-load.ts';
import { measurePages } from './pages.ts';
import type { BenchResults, BundleResult, Unavailable } from './results-types.ts';
import { SCROLL_RUNS, scrollTable } from './scroll-only.ts';
import { measureScroll } from './scroll.ts';
import { pickPort, startServer, type RunningServer } from './server-process.ts';
import { loadTool, measureServerLoad } from './server-load.ts';
import { measureScaling } from './server-scaling.ts';
import { measureSession } from './session.ts';
import { measureStorage } from './storage-bench.ts';
import { measureSwRepeatVisit } from './sw-repeat.ts';
import { formatResults } from './table.ts';
import { CATALOG_PATH, pageTargets, GERMAN_HOME, type RunOptions } from './run-options.ts';

let outDir: string | null = null;
let server: RunningServer | null = null;
let chrome: LaunchedChrome | null = null;
let browser: Browser | null = null;
let cpuLoad: CpuLoad | null = null;
/** The rows measured so far: a run stopped by its deadline still reports them. */
let measured: Partial<BenchResults> = {};

export const measuredSoFar = (): Partial<BenchResults> => measured;

/** Stops whatever the full bench has running and removes its build. */
export async function stopFullBench() {
  await cpuLoad?.stop();
  cpuLoad = null;
  await server?.stop().catch(() => undefined);
  chrome?.kill();
  await browser?.close().catch(() => undefined);
  if (outDir) await rm(outDir, { recursive: true, force: true });
  server = chrome = browser = outDir = null;
}

export const unavailable = (error: unknown): Unavailable => ({
  unavailable: (error as Error).message.split('\n')[0]!,
});

const isBundle = (value: BundleResult | Unavailable): value is BundleResult =>
  !('unavailable' in value);

async function measureStorageRows(runs: number): Promise<BenchResults['storage']> {
  try {
    return await measureStorage(Math.max(runs, 5));
  } catch (error) {
    const reason = unavailable(error).unavailable;
    const row = { name: 'storage module', entries: 0, bytes: 0, loadMs: null, saveMs: null };
    return [{ ...row, unavailable: reason }];
  }
}

/** Every row of the bench, in one run; returns the exit code. */
export async function runFullBench(budgets: Budgets, options: RunOptions): Promise<number> {
  const { runs, pageRuns, ports, load, log } = options;
  measured = { createdAt: new Date().toISOString(), runs, pageRuns };
  const hostAtStart = await logHostSpeed(log, 'at the start');
  outDir = await mkdtemp(join(tmpdir(), 'reelbeat-bench-'));
  log(`building into ${outDir}`);
  await build(outDir);
  const bundle = await measureBundle(outDir).catch(unavailable);
  measured.bundle = bundle;

  server = await startServer(outDir, await pickPort(ports));
  log(`server on ${server.origin}`);
  const origin = server.origin;
  const targets = await pageTargets(origin);
  chrome = await launchChromium();
  const pages = await measurePages(origin, targets, chrome, pageRuns, 'idle', log);
  measured.pages = pages;
  chrome.kill();
  // A German reader's first visit: the browser's language picks the interface, so its
  // messages load with the entry instead of the English ones.
  chrome = await launchChromium('de-DE');
  pages.push(...(await measurePages(origin, [GERMAN_HOME], chrome, pageRuns, 'idle', log)));
  chrome.kill();
  chrome = await launchChromium();
  // The same pages with one core kept busy: a regression that shows only on a busy device
  // (most phones) is visible here before users see it.
  cpuLoad = startCpuLoad(options.timeoutMs);
  pages.push(...(await measurePages(origin, targets, chrome, pageRuns, 'busy', log)));
  await cpuLoad.stop();
  cpuLoad = null;
  chrome.kill();
  chrome = null;

  const entry = isBundle(bundle) ? bundle.firstPaint.files.find((f) => f.endsWith('.js')) : null;
  const loads = [
    { name: CACHED_CATALOG_NAME, path: CATALOG_PATH },
    { name: PLAYERS_STATUS_NAME, path: '/api/players' },
  ];
  if (entry) loads.push({ name: 'static entry asset', path: `/${entry}` });
  const serverResults = [];
  for (const target of loads) {
    log(
      `${loadTool()} ${target.path} ×${runs} (${load.durationS} s, ${load.connections} connections)`,
    );
    serverResults.push(await measureServerLoad(origin, target, load));
    measured.server = serverResults;
  }

  log(`long list ×${runs}`);
  browser = await launchPlaywrightChromium();
  const chromiumVersion = `Chromium ${browser.version()}`;
  const longList = await measureLongList(browser, origin, runs);
  measured.longList = longList;
  log(`repeat visit of Home with the service worker ×${runs}`);
  const swRepeat = await measureSwRepeatVisit(browser, origin, runs).catch(unavailable);
  measured.swRepeat = swRepeat;
  const interactions = await measureInteractionRows(browser, origin, log);
  measured.interactions = interactions;
  const scroll = await measureScroll(browser, origin, SCROLL_RUNS, log);
  measured.scroll = scroll;
  const session = await measureSession(browser, origin, log);
  measured.session = session;
  await stopFullBench();
  const idbLoad = await options.measureIdb();
  measured.idbLoad = idbLoad;

  // After the rest, alone on the machine: API calls only, so no build is needed.
  log(`all cores vs one process, then 200 misses on 3 processes with Redis`);
  const scaling = await measureScaling('nonexistent-dist', ports, loads[0]!, load);
  measured.scaling = scaling;
  log('music stream: time to first byte, then 50 streams at once');
  const musicStream = await measureMusicStream().catch(unavailable);
  measured.musicStream = musicStream;
  log('storage');
  const storage = await measureStorageRows(runs);

  const hostAtEnd = await logHostSpeed(log, 'at the end');
  const cpu = cpus();
  const results: BenchResults = {
    createdAt: new Date().toISOString(),
    runs,
    pageRuns,
    machine: {
      cores: cpu.length,
      cpuModel: cpu[0]?.model.trim() ?? 'unknown',
      platform: `${process.platform}-${process.arch}`,
      nodeVersion: process.version,
      chromiumVersion,
      hostSpeed: { start: hostAtStart, end: hostAtEnd },
    },
    bundle,
    pages,
    server: serverResults,
    storage,
    longList,
    scaling,
    musicStream,
    swRepeat,
    idbLoad,
    interactions,
    scroll,
    session,
  };
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);

  const checks = checkBudgets(results, budgets);
  console.log(formatResults(results, checks));
  console.log(`\n${interactionTable(interactions)}\n\n${scrollTable(scroll)}`);
  console.log('\nwritten to bench/results/latest.json');
  const failed = checks.filter((c) => !c.ok);
  if (!options.check) return 0;
  if (failed.length === 0) {
    console.log('\nall budgets hold');
    return 0;
  }
  console.log(`\n${failed.length} budget(s) failed:`);
  for (const f of failed) console.log(`  ✗ ${f.name}: ${f.actual} (budget ${f.limit})`);
  return 1;
}
