import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import type { Browser } from '@playwright/test';
import {
  budgetsSchema,
  checkBudgets,
  CACHED_CATALOG_NAME,
  PLAYERS_STATUS_NAME,
} from './budgets.ts';
import { measureBundle } from './bundle.ts';
import { measureIdbLoad } from './idb-load.ts';
import { reportIdbSection } from './idb-only.ts';
import { launchPlaywrightChromium, measureLongList } from './long-list.ts';
import { startCpuLoad, type CpuLoad } from './cpu-load.ts';
import { launchChromium } from './page-load.ts';
import { measurePages, type PageLoadTarget } from './pages.ts';
import type { BenchResults, BundleResult, Unavailable } from './results-types.ts';
import { pickPort, startServer, type RunningServer } from './server-process.ts';
import { loadTool, measureServerLoad } from './server-load.ts';
import { runServerSection } from './server-only.ts';
import { measureMusicStream } from './music-stream.ts';
import { measureScaling } from './server-scaling.ts';
import { measureStorage } from './storage-bench.ts';
import { reportSwSection } from './sw-only.ts';
import { runSyncSection } from './sync-only.ts';
import { runTogetherSection } from './together-only.ts';
import { runRewindSection } from './rewind-only.ts';
import { measureSwRepeatVisit } from './sw-repeat.ts';
import { formatResults } from './table.ts';

const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
const PAGE_RUNS = Math.max(5, Number(process.env.BENCH_PAGE_RUNS ?? 5));
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const CONNECTIONS = 200;
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 25 * 60_000);
const PORTS = process.env.BENCH_PORT
  ? [Number(process.env.BENCH_PORT)]
  : Array.from({ length: 10 }, (_, i) => 4310 + i);
/** Vite's dev server for the IndexedDB page (bench/idb-load.ts). */
const IDB_PORTS = process.env.IDB_BENCH_PORT
  ? [Number(process.env.IDB_BENCH_PORT)]
  : Array.from({ length: 10 }, (_, i) => 4681 + i);
const IDB_RUNS = Math.max(5, RUNS);
const CATALOG_PATH = '/api/catalog/movie/popular?language=en-US&page=1';
/** Home for a reader whose browser is German (held to the same budgets as Home). */
const GERMAN_HOME_NAME = 'Home (Deutsch)';

const check = process.argv.includes('--check');
/**
 * `--only server`: just the server rows (throughput, all cores vs one, Redis coalescing).
 * `--only sw`: just the repeat visit of Home with the service worker (build, server, Chromium).
 * `--only idb`: just the loads from IndexedDB (Vite's dev server and Chromium, no build).
 * `--only sync`: just sync's server rows (live fan-out, memory, a first upload; no build).
 * `--only together`: just the rooms (200 × 5 members on one server process, no build).
 * `--only rewind`: just Rewind's computation of a seeded year (in this process, no build).
 */
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : null;
const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

let outDir: string | null = null;
let server: RunningServer | null = null;
let chrome: LaunchedChrome | null = null;
let browser: Browser | null = null;
let cpuLoad: CpuLoad | null = null;

async function cleanUp() {
  await cpuLoad?.stop();
  cpuLoad = null;
  await server?.stop().catch(() => undefined);
  chrome?.kill();
  await browser?.close().catch(() => undefined);
  if (outDir) await rm(outDir, { recursive: true, force: true });
  server = chrome = browser = outDir = null;
}

function build(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--outDir',
        dir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited ${code}`)),
    );
  });
}

const unavailable = (error: unknown): Unavailable => ({
  unavailable: (error as Error).message.split('\n')[0]!,
});

/** A movie id and a search word taken from the offline catalogue, or null when it is missing. */
async function catalogueSample(origin: string): Promise<{ id: number; word: string } | null> {
  try {
    const response = await fetch(origin + CATALOG_PATH);
    if (!response.ok) return null;
    const body = (await response.json()) as { results?: { id?: unknown; title?: unknown }[] };
    const first = body.results?.[0];
    if (typeof first?.id !== 'number') return null;
    const word = typeof first.title === 'string' ? (first.title.split(/\s+/)[0] ?? 'the') : 'the';
    return { id: first.id, word };
  } catch {
    return null;
  }
}

const loadOptions = { runs: RUNS, connections: CONNECTIONS, durationS: LOAD_SECONDS };

async function main(): Promise<number> {
  const budgets = budgetsSchema.parse(JSON.parse(await readFile('bench/budgets.json', 'utf8')));
  if (only === 'server') {
    const target = { name: CACHED_CATALOG_NAME, path: CATALOG_PATH };
    return runServerSection(budgets, { ports: PORTS, target, load: loadOptions, check });
  }
  if (only === 'idb') return reportIdbSection(await measureIdb(), budgets, check);
  if (only === 'sync') return runSyncSection(budgets, PORTS, check);
  if (only === 'together') return runTogetherSection(budgets, PORTS, check);
  if (only === 'rewind') return runRewindSection(budgets, check);
  if (only && only !== 'sw') {
    throw new Error(
      `--only knows "server", "sw", "idb", "sync", "together" and "rewind", not "${only}"`,
    );
  }
  outDir = await mkdtemp(join(tmpdir(), 'reelbeat-bench-'));
  log(`building into ${outDir}`);
  await build(outDir);
  if (only === 'sw') {
    server = await startServer(outDir, await pickPort(PORTS));
    browser = await launchPlaywrightChromium();
    log(`repeat visit of Home with the service worker ×${RUNS}`);
    const sw = await measureSwRepeatVisit(browser, server.origin, RUNS).catch(unavailable);
    return reportSwSection(sw, budgets, check);
  }
  let bundle: BundleResult | Unavailable;
  try {
    bundle = await measureBundle(outDir);
  } catch (error) {
    bundle = unavailable(error);
  }

  const port = await pickPort(PORTS);
  server = await startServer(outDir, port);
  log(`server on ${server.origin}`);
  const sample = await catalogueSample(server.origin);

  const targets: PageLoadTarget[] = [
    { name: 'Home', path: '/' },
    sample
      ? { name: 'Detail', path: `/#/movie/${sample.id}` }
      : { name: 'Detail', path: '/#/movie/:id', missing: `${CATALOG_PATH} gave no movie id` },
    { name: 'Search', path: `/#/search?q=${encodeURIComponent(sample?.word ?? 'the')}` },
    { name: 'Music home', path: '/#/music' },
  ];
  chrome = await launchChromium();
  const pages = await measurePages(server.origin, targets, chrome, PAGE_RUNS, 'idle', log);
  chrome.kill();
  // A German reader's first visit: the browser's language picks the interface, so its
  // messages load with the entry instead of the English ones.
  chrome = await launchChromium('de-DE');
  const german = [{ name: GERMAN_HOME_NAME, path: '/' }];
  pages.push(...(await measurePages(server.origin, german, chrome, PAGE_RUNS, 'idle', log)));
  chrome.kill();
  chrome = await launchChromium();
  // The same pages with one core kept busy: a regression that shows only on a busy device
  // (most phones) is visible here before users see it.
  cpuLoad = startCpuLoad(TIMEOUT_MS);
  pages.push(...(await measurePages(server.origin, targets, chrome, PAGE_RUNS, 'busy', log)));
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
    log(`${loadTool()} ${target.path} ×${RUNS} (${LOAD_SECONDS} s, ${CONNECTIONS} connections)`);
    serverResults.push(await measureServerLoad(server.origin, target, loadOptions));
  }

  log(`long list ×${RUNS}`);
  browser = await launchPlaywrightChromium();
  const chromiumVersion = `Chromium ${browser.version()}`;
  const longList = await measureLongList(browser, server.origin, RUNS);
  log(`repeat visit of Home with the service worker ×${RUNS}`);
  const swRepeat = await measureSwRepeatVisit(browser, server.origin, RUNS).catch(unavailable);
  await cleanUp();
  const idbLoad = await measureIdb();

  // After the rest, alone on the machine: API calls only, so no build is needed.
  log(`all cores vs one process, then 200 misses on 3 processes with Redis`);
  const scaling = await measureScaling('nonexistent-dist', PORTS, loads[0]!, loadOptions);

  log('music stream: time to first byte, then 50 streams at once');
  const musicStream = await measureMusicStream().catch(unavailable);

  log('storage');
  let storage: BenchResults['storage'];
  try {
    storage = await measureStorage(Math.max(RUNS, 5));
  } catch (error) {
    const reason = unavailable(error).unavailable;
    storage = [
      {
        name: 'storage module',
        entries: 0,
        bytes: 0,
        loadMs: null,
        saveMs: null,
        unavailable: reason,
      },
    ];
  }

  const cpu = cpus();
  const results: BenchResults = {
    createdAt: new Date().toISOString(),
    runs: RUNS,
    pageRuns: PAGE_RUNS,
    machine: {
      cores: cpu.length,
      cpuModel: cpu[0]?.model.trim() ?? 'unknown',
      platform: `${process.platform}-${process.arch}`,
      nodeVersion: process.version,
      chromiumVersion,
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
  };
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);

  const checks = checkBudgets(results, budgets);
  console.log(formatResults(results, checks));
  console.log('\nwritten to bench/results/latest.json');
  const failed = checks.filter((c) => !c.ok);
  if (!check) return 0;
  if (failed.length === 0) {
    console.log('\nall budgets hold');
    return 0;
  }
  console.log(`\n${failed.length} budget(s) failed:`);
  for (const f of failed) console.log(`  ✗ ${f.name}: ${f.actual} (budget ${f.limit})`);
  return 1;
}

async function measureIdb() {
  log(`IndexedDB loads ×${IDB_RUNS} (Vite dev server, Chromium)`);
  return measureIdbLoad(IDB_RUNS, await pickPort(IDB_PORTS)).catch(unavailable);
}

function isBundle(value: BundleResult | Unavailable): value is BundleResult {
  return !('unavailable' in value);
}

const deadline = setTimeout(() => {
  log(`stopped after ${TIMEOUT_MS / 1000} s (BENCH_TIMEOUT_MS)`);
  void cleanUp().finally(() => process.exit(2));
}, TIMEOUT_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

main()
  .then(async (code) => {
    await cleanUp();
    clearTimeout(deadline);
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    log(`failed: ${(error as Error).stack ?? String(error)}`);
    await cleanUp();
    clearTimeout(deadline);
    process.exit(1);
  });
