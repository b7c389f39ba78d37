import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { playersServer } from './e2e/fixtures/players-server';

/**
 * End-to-end specs drive Debian's Chromium against the built app served by the real server
 * in offline mode. E2E_PORT and E2E_OUT let several runs share a machine without clashing.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
/** The live-mode server in front of a failing catalogue stand-in (e2e/faults.spec.ts). */
const faultsPort = port + 1;
const outDir = process.env.E2E_OUT ?? '.e2e-dist';
// A second server for e2e/players.spec.ts, whose PLAYERS_FILE the spec rewrites while it runs.
const players = playersServer(port, outDir);

export default defineConfig({
  testDir: 'e2e',
  // Per-run output folder, so parallel runs never delete each other's traces.
  outputDir: `test-results/${outDir.replace(/[^\w.-]/g, '_')}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace for every test cost a fifth of the suite's CPU (docs/benchmarks.md). CI
    // records the retry of a failed test, so a failure that repeats keeps its trace; locally,
    // add `--trace retain-on-failure` to the run.
    trace: 'on-first-retry',
    // The service worker precaches every page's code on a first visit: in each test's fresh
    // context that is a second download of the whole app. Only the specs about it allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  // Workers take tests in this order. The two serial files of their own projects (a minute of
  // one worker between them) go first, so the run does not end with one worker on them and the
  // other idle (it did, for about 30 s: docs/testing.md).
  projects: [
    {
      name: 'faults',
      testMatch: /faults\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${faultsPort}`,
      },
    },
    {
      name: 'players',
      testMatch: /players\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: players.baseURL },
    },
    {
      name: 'chromium',
      testIgnore: /(faults|players|together-music)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Listening together is measured to 50 ms between two players on one machine: it runs
      // after every other test, alone on the two cores. Beside another test it measured that
      // test's load (a 54.7 ms worst gap, 22 readings in 30 s where 45 fit).
      name: 'alone',
      testMatch: /together-music\.spec\.ts$/,
      dependencies: ['faults', 'players', 'chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    {
      // Each run starts with an empty sync store, as it starts with a fresh build.
      command: `rm -rf ${outDir}-sync-data && npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn && npx tsx server/main.ts`,
      url: `http://127.0.0.1:${port}/config.json`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_DIR: outDir,
        TMDB_API_KEY: '',
        TMDB_READ_TOKEN: '',
        MUSIC_API_URL: '',
        DOWNLOADS_DIR: 'e2e/fixtures/downloads',
        // The sync store beside the build, never inside it (the build is served as files).
        DATA_DIR: `${outDir}-sync-data`,
        // One process: the e2e machine is small, and the cluster has its own tests.
        WEB_CONCURRENCY: '1',
      },
    },
    // Started after the first, so it serves the build that one made.
    {
      command: 'npx tsx scripts/faults-e2e-server.ts',
      url: `http://127.0.0.1:${faultsPort}/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(faultsPort), HOST: '127.0.0.1', STATIC_DIR: outDir },
    },
    {
      // Serves the build above (its index is read on the first page request, after the build).
      command: `${players.prepare} && npx tsx server/main.ts`,
      url: `${players.baseURL}/config.json`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(players.port),
        HOST: '127.0.0.1',
        STATIC_DIR: outDir,
        TMDB_API_KEY: '',
        TMDB_READ_TOKEN: '',
        MUSIC_API_URL: '',
        DOWNLOADS_DIR: 'e2e/fixtures/downloads',
        PLAYERS_FILE: players.file,
        WEB_CONCURRENCY: '1',
      },
    },
  ],
});
