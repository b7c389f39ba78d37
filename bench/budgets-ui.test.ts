import { describe, expect, it } from 'vitest';
import budgetsFile from './budgets.json' with { type: 'json' };
import { budgetsSchema, checkBudgets } from './budgets.ts';
import { FIRST_REVEAL_NAME } from './first-reveal.ts';
import { checkInteractions } from './interactions-only.ts';
import type { InteractionResult, ScrollResult, SessionResult } from './results-types.ts';
import { checkScroll } from './scroll-only.ts';
import { checkSession } from './session-only.ts';
import { passingResults } from './test-results-fixture.ts';

const budgets = budgetsSchema.parse(budgetsFile);
const failed = (checks: { ok: boolean; name: string }[]) =>
  checks.filter((c) => !c.ok).map((c) => c.name);

const interaction = (medianMs: number | null, unavailable?: string): InteractionResult => ({
  name: 'Search: typing',
  medianMs,
  samplesMs: medianMs === null ? [] : [medianMs],
  ...(unavailable ? { unavailable } : {}),
});

const scroll = (longestFrameMs: number | null, fps: number | null): ScrollResult => ({
  name: 'category grid',
  longestFrameMs,
  fps,
  scrolledPx: 20_000,
  runs: [],
});

const session = (over: Partial<SessionResult> = {}): SessionResult => ({
  songs: 200,
  routeChanges: 200,
  musicHeapGrowthMb: 2,
  routesHeapGrowthMb: 1,
  maxAudioContexts: 1,
  maxMediaElements: 2,
  nodesGrowth: 0,
  listenersGrowth: 0,
  timersGrowth: 0,
  leftovers: [],
  durationS: 600,
  ...over,
});

describe('checkInteractions', () => {
  it('holds the first page’s reveal to its own budget, not the interactions’', () => {
    const reveal = (medianMs: number): InteractionResult => ({
      name: FIRST_REVEAL_NAME,
      medianMs,
      samplesMs: [medianMs],
    });
    expect(failed(checkInteractions([reveal(budgets.firstRevealMs)], budgets))).toEqual([]);
    expect(failed(checkInteractions([reveal(budgets.firstRevealMs + 1)], budgets))).toEqual([
      FIRST_REVEAL_NAME,
    ]);
  });

  it('holds 150 ms and fails 151 ms or an interaction not measured, naming why', () => {
    expect(failed(checkInteractions([interaction(150)], budgets))).toEqual([]);
    expect(failed(checkInteractions([interaction(151)], budgets))).toHaveLength(1);
    const missing = checkInteractions([interaction(null, 'no card')], budgets)[0]!;
    expect(missing.ok).toBe(false);
    expect(missing.actual).toBe('not measured: no card');
  });
});

describe('checkScroll', () => {
  it('holds a 50 ms longest frame at 55 fps; fails a longer frame, fewer frames or none', () => {
    expect(failed(checkScroll([scroll(50, 55)], budgets))).toEqual([]);
    expect(failed(checkScroll([scroll(51, 60)], budgets))).toEqual([
      'scrolling (4× CPU slowdown): category grid, longest frame',
    ]);
    expect(failed(checkScroll([scroll(20, 54.9)], budgets))).toEqual([
      'scrolling (4× CPU slowdown): category grid, frames per second',
    ]);
    expect(failed(checkScroll([scroll(null, null)], budgets))).toHaveLength(2);
  });
});

describe('checkSession', () => {
  it('holds a session within every budget', () => {
    expect(failed(checkSession(session(), budgets))).toEqual([]);
  });

  it('fails heap growth over 10 MB, a second AudioContext, a third media element', () => {
    expect(failed(checkSession(session({ musicHeapGrowthMb: 10.5 }), budgets))).toEqual([
      'long session: heap growth over 200 songs',
    ]);
    expect(failed(checkSession(session({ routesHeapGrowthMb: 11 }), budgets))).toHaveLength(1);
    expect(failed(checkSession(session({ maxAudioContexts: 2 }), budgets))).toEqual([
      'long session: AudioContexts at once',
    ]);
    expect(failed(checkSession(session({ maxMediaElements: 3 }), budgets))).toEqual([
      'long session: media elements at once',
    ]);
  });

  it('fails a page left with more nodes, listeners or timers than its baseline, naming them', () => {
    const leaked = checkSession(
      session({ timersGrowth: 1, leftovers: ['#/music: interval /assets/x.js:1:2'] }),
      budgets,
    );
    const timers = leaked.find((c) => !c.ok)!;
    expect(timers.name).toBe('long session: timers and observers outliving a page');
    expect(timers.actual).toContain('#/music: interval /assets/x.js:1:2');
    expect(failed(checkSession(session({ nodesGrowth: 12 }), budgets))).toHaveLength(1);
    expect(failed(checkSession(session({ listenersGrowth: 3 }), budgets))).toHaveLength(1);
  });

  it('fails every row of a session that did not run', () => {
    const broken = session({ musicHeapGrowthMb: null, unavailable: 'no songs' });
    expect(failed(checkSession(broken, budgets))).toHaveLength(7);
  });
});

describe('checkBudgets with the interaction, scrolling and session rows', () => {
  it('checks them when present', () => {
    const results = {
      ...passingResults(),
      interactions: [interaction(200)],
      scroll: [scroll(30, 60)],
      session: session({ maxMediaElements: 4 }),
    };
    expect(failed(checkBudgets(results, budgets))).toEqual([
      'interaction (4× CPU slowdown): Search: typing',
      'long session: media elements at once',
    ]);
  });
});
