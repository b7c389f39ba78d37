import type { BenchResults } from './results-types.ts';

/** A complete, passing set of results that tests modify one field at a time. */
export function passingResults(): BenchResults {
  return {
    createdAt: '2025-01-01T00:00:00.000Z',
    runs: 3,
    pageRuns: 5,
    machine: {
      cores: 2,
      cpuModel: 'Test CPU',
      platform: 'linux-x64',
      nodeVersion: 'v20.20.2',
      chromiumVersion: 'Chromium 156.0',
    },
    bundle: {
      firstPaint: {
        jsRaw: 320_000,
        jsGzip: 103_000,
        cssRaw: 10_000,
        cssGzip: 3000,
        files: ['assets/index.js', 'assets/index.css'],
      },
      totalJs: { raw: 600_000, gzip: 190_000 },
      largestRouteChunk: { file: 'assets/title-route.js', raw: 90_000, gzip: 30_000 },
      routeChunks: [
        { file: 'assets/title-route.js', raw: 90_000, gzip: 30_000 },
        { file: 'assets/home-route.js', raw: 20_000, gzip: 8000 },
      ],
    },
    pages: [
      {
        name: 'Home',
        url: '/',
        condition: 'idle',
        score: 98,
        lcpMs: 1500,
        tbtMs: 20,
        cls: 0.01,
        bytes: 180_000,
        mainThreadMs: 1800,
        domElements: 700,
        samples: 5,
      },
      {
        name: 'Music home',
        url: '/#/music',
        condition: 'idle',
        score: 96,
        lcpMs: 1800,
        tbtMs: 40,
        cls: 0,
        bytes: 200_000,
        mainThreadMs: 1500,
        domElements: 600,
        samples: 5,
      },
      {
        name: 'Home',
        url: '/',
        condition: 'busy',
        score: 94,
        lcpMs: 2600,
        tbtMs: 180,
        cls: 0,
        bytes: 180_000,
        mainThreadMs: 3200,
        domElements: 700,
        samples: 5,
      },
    ],
    server: [
      {
        name: 'cached catalogue',
        path: '/api/catalog/movie/popular',
        connections: 200,
        reqPerSec: 9000,
        p50Ms: 10,
        p99Ms: 18,
        samples: 3,
      },
      {
        name: 'static entry asset',
        path: '/assets/index.js',
        connections: 200,
        reqPerSec: 7000,
        p50Ms: 20,
        p99Ms: 60,
        samples: 3,
      },
    ],
    storage: [
      {
        name: 'library of 10 000 entries',
        entries: 10_000,
        bytes: 3_000_000,
        loadMs: 40,
        saveMs: 12,
      },
    ],
    longList: { songs: 5000, scriptingMs: 120, renderedRows: 30, samples: 3 },
  };
}
