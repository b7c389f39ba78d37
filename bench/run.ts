import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { budgetsSchema, CACHED_CATALOG_NAME, type Budgets } from './budgets.ts';
import { stopBuiltApps, withBuiltApp } from './built-app.ts';
import { logHostSpeed } from './host-speed.ts';
import { measuredSoFar, runFullBench, stopFullBench, unavailable } from './full-run.ts';
import { measureIdbLoad } from './idb-load.ts';
import { reportIdbSection } from './idb-only.ts';
import { runInteractionsSection } from './interactions-only.ts';
import { CATALOG_PATH, type RunOptions } from './run-options.ts';
import { runScrollSection } from './scroll-only.ts';
import { pickPort } from './server-process.ts';
import { runServerSection } from './server-only.ts';
import { runSessionSection } from './session-only.ts';
import { reportSwSection } from './sw-only.ts';
import { measureSwRepeatVisit } from './sw-repeat.ts';
import { runSyncSection } from './sync-only.ts';
import { runTogetherSection } from './together-only.ts';
import { runSoakSection } from './soak-only.ts';
import { measureTvFocus } from './tv-focus.ts';
import { reportTvSection } from './tv-only.ts';
import { runRewindSection } from './rewind-only.ts';

const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
const check = process.argv.includes('--check');
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : null;
/**
 * The full run holds every row: since the interaction, scroll and session rows joined it, it
 * outlasts 25 minutes on this 2-core machine. A section alone takes far less.
 */
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? (only ? 25 : 75) * 60_000);
const PORTS = process.env.BENCH_PORT
  ? [Number(process.env.BENCH_PORT)]
  : Array.from({ length: 10 }, (_, i) => 4310 + i);
/** Vite's dev server for the IndexedDB page (bench/idb-load.ts). */
const IDB_PORTS = process.env.IDB_BENCH_PORT
  ? [Number(process.env.IDB_BENCH_PORT)]
  : Array.from({ length: 10 }, (_, i) => 4681 + i);
const IDB_RUNS = Math.max(5, RUNS);

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

const options: RunOptions = {
  runs: RUNS,
  pageRuns: Math.max(5, Number(process.env.BENCH_PAGE_RUNS ?? 5)),
  ports: PORTS,
  load: { runs: RUNS, connections: 200, durationS: Number(process.env.BENCH_LOAD_SECONDS ?? 5) },
  timeoutMs: TIMEOUT_MS,
  check,
  log,
  measureIdb: () => {
    log(`IndexedDB loads ×${IDB_RUNS} (Vite dev server, Chromium)`);
    return pickPort(IDB_PORTS)
      .then((port) => measureIdbLoad(IDB_RUNS, port))
      .catch(unavailable);
  },
};

type Section = (budgets: Budgets) => Promise<number>;

/** Sections that drive the built app in Chromium (build, server and browser of their own). */
const inApp =
  (
    run: (
      origin: string,
      browser: Browser,
      budgets: Budgets,
      check: boolean,
      log: (message: string) => void,
    ) => Promise<number>,
  ): Section =>
  (budgets) =>
    withBuiltApp(PORTS, log, (origin, browser) => run(origin, browser, budgets, check, log));

/**
 * `--only <name>`: one group of rows, written to bench/results/<name>.json.
 * server: throughput, all cores vs one, Redis coalescing. sw: Home's repeat visit with the
 * service worker. idb: the loads from IndexedDB (Vite's dev server, no build). sync: sync's
 * server rows. together: the rooms. soak: five minutes of mixed traffic at 200 connections.
 * interactions: input to next paint under 4× CPU slowdown, and the first page revealed after
 * its last file. scroll: long pages scrolled end to end. session: two hours of music and 200
 * route changes. tv: TV mode's focus moving along a 20-card row at 4× CPU throttling. rewind:
 * Rewind's computation of a seeded year (in this process, no build).
 */
const SECTIONS: Record<string, Section> = {
  server: (budgets) =>
    runServerSection(budgets, {
      ports: PORTS,
      target: { name: CACHED_CATALOG_NAME, path: CATALOG_PATH },
      load: options.load,
      check,
    }),
  sw: (budgets) =>
    withBuiltApp(PORTS, log, async (origin, browser) => {
      log(`repeat visit of Home with the service worker ×${RUNS}`);
      const sw = await measureSwRepeatVisit(browser, origin, RUNS).catch(unavailable);
      return reportSwSection(sw, budgets, check);
    }),
  idb: async (budgets) => reportIdbSection(await options.measureIdb(), budgets, check),
  sync: (budgets) => runSyncSection(budgets, PORTS, check),
  together: (budgets) => runTogetherSection(budgets, PORTS, check),
  soak: (budgets) => runSoakSection(budgets, PORTS, check, log),
  interactions: inApp(runInteractionsSection),
  scroll: inApp(runScrollSection),
  session: inApp(runSessionSection),
  rewind: (budgets) => runRewindSection(budgets, check),
  tv: inApp(async (origin, browser, budgets, check) => {
    log('TV mode: → along a 20-card row at 4× CPU throttling');
    return reportTvSection(await measureTvFocus(browser, origin), budgets, check);
  }),
};

async function main(): Promise<number> {
  const budgets = budgetsSchema.parse(JSON.parse(await readFile('bench/budgets.json', 'utf8')));
  if (!only) return runFullBench(budgets, options);
  const section = SECTIONS[only];
  if (!section) {
    throw new Error(`--only knows ${Object.keys(SECTIONS).join(', ')}, not "${only}"`);
  }
  await logHostSpeed(log, 'at the start');
  const code = await section(budgets);
  await logHostSpeed(log, 'at the end');
  return code;
}

const cleanUp = () => Promise.all([stopFullBench(), stopBuiltApps()]);
/** A run stopped by its deadline keeps what it measured: bench/results/partial.json. */
async function writePartial() {
  const partial = measuredSoFar();
  if (Object.keys(partial).length === 0) return;
  const json = `${JSON.stringify(partial, null, 2)}\n`;
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/partial.json', json);
  console.log(json);
  log(`the rows measured before the deadline are in bench/results/partial.json`);
}

const deadline = setTimeout(() => {
  log(`stopped after ${TIMEOUT_MS / 1000} s (BENCH_TIMEOUT_MS)`);
  void writePartial()
    .catch((error: unknown) => log(`partial results not written: ${String(error)}`))
    .then(cleanUp)
    .finally(() => process.exit(2));
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
