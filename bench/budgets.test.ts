import { describe, expect, it } from 'vitest';
import budgetsFile from './budgets.json' with { type: 'json' };
import { budgetsSchema, checkBudgets } from './budgets.ts';
import { passingResults } from './test-results-fixture.ts';

const budgets = budgetsSchema.parse(budgetsFile);
const failedNames = (results = passingResults()) =>
  checkBudgets(results, budgets)
    .filter((c) => !c.ok)
    .map((c) => c.name);

describe('budgets.json', () => {
  it('holds the budgets of the issue', () => {
    expect(budgets).toEqual({
      firstPaintJsGzipKb: 110,
      routeChunkGzipKb: 60,
      lighthouseScoreMin: 95,
      lighthouseClsMax: 0.05,
      lighthouseBusyScoreMin: 93,
      lighthouseTbtMaxMs: 100,
      homeMainThreadMaxMs: 2000,
      homeDomElementsMax: 800,
      cachedCatalogP99Ms: 20,
      playlistScriptingMs: 200,
    });
  });
});

describe('checkBudgets', () => {
  it('passes results within every budget', () => {
    expect(failedNames()).toEqual([]);
  });

  it('fails first-paint JS over 110 kB gzip', () => {
    const results = passingResults();
    if ('firstPaint' in results.bundle) results.bundle.firstPaint.jsGzip = 110_001;
    expect(failedNames(results)).toEqual(['first-paint JS of / (gzip)']);
  });

  it('names every route chunk over 60 kB gzip', () => {
    const results = passingResults();
    if ('routeChunks' in results.bundle) results.bundle.routeChunks[1]!.gzip = 61_000;
    expect(failedNames(results)).toEqual(['route chunk assets/home-route.js (gzip)']);
  });

  it('fails a page under the performance score or over the CLS limit', () => {
    const results = passingResults();
    results.pages[0]!.score = 94;
    results.pages[1]!.cls = 0.06;
    expect(failedNames(results)).toEqual(['Lighthouse performance: Home', 'CLS: Music home']);
  });

  it('holds pages with one core busy to their own, lower score', () => {
    const results = passingResults();
    const busy = results.pages.find((p) => p.condition === 'busy')!;
    busy.score = 93;
    busy.tbtMs = 500;
    expect(failedNames(results)).toEqual([]);
    busy.score = 92;
    expect(failedNames(results)).toEqual(['Lighthouse performance: Home (one core busy)']);
  });

  it('fails idle TBT over 100 ms, and Home over 2 s of main-thread work or 800 elements', () => {
    const results = passingResults();
    results.pages[1]!.tbtMs = 101;
    results.pages[0]!.mainThreadMs = 2001;
    results.pages[0]!.domElements = 801;
    expect(failedNames(results)).toEqual([
      'main-thread work: Home',
      'DOM elements: Home',
      'TBT: Music home',
    ]);
  });

  it('fails a cached catalogue p99 over 20 ms', () => {
    const results = passingResults();
    results.server[0]!.p99Ms = 21;
    expect(failedNames(results)).toEqual(['cached catalogue p99 at 200 connections']);
  });

  it('fails a playlist that takes 200 ms or more of scripting', () => {
    const results = passingResults();
    results.longList.scriptingMs = 200;
    expect(failedNames(results)).toEqual(['5000-song playlist scripting']);
  });

  it('fails what could not be measured and says why', () => {
    const results = passingResults();
    results.bundle = { unavailable: 'build failed' };
    results.pages[0] = {
      ...results.pages[0]!,
      score: null,
      cls: null,
      tbtMs: null,
      mainThreadMs: null,
      domElements: null,
      unavailable: 'timeout',
    };
    results.server[0] = { ...results.server[0]!, p99Ms: null, unavailable: 'answered 404' };
    results.longList = { ...results.longList, scriptingMs: null, unavailable: 'page not built' };
    const failed = checkBudgets(results, budgets).filter((c) => !c.ok);
    expect(failed.map((c) => c.actual)).toEqual([
      'not measured: build failed',
      'not measured: build failed',
      'not measured: timeout',
      'not measured: timeout',
      'not measured: timeout',
      'not measured: timeout',
      'not measured: timeout',
      'not measured: answered 404',
      'not measured: page not built',
    ]);
  });
});
