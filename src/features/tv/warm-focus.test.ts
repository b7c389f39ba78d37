import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visited } from './candidates';
import type * as spatial from './spatial';
import { nextInDirection } from './spatial';
import { WARM_RETRY_MS, rehearsePress, warmFocusPath } from './warm-focus';

vi.mock('./spatial', async (original) => {
  const actual = await original<typeof spatial>();
  return { nextInDirection: vi.fn(actual.nextInDirection) };
});

const card = (n: number) =>
  `<li><article data-card><h3><a href="#/m/${n}" data-x="${n * 220}">Card ${n}</a></h3></article></li>`;
const ROWS = `
  <section id="first"><ul data-row-track>${card(0)}${card(1)}${card(2)}</ul></section>
  <section id="second"><button data-x="0" data-y="400">Below</button></section>`;

/** Boxes from `data-x`/`data-y` (jsdom lays nothing out): cards in a line, the rest beneath. */
function layOut() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const x = Number(this.getAttribute('data-x') ?? 0);
    const y = Number(this.getAttribute('data-y') ?? 100);
    return DOMRect.fromRect({ x, y, width: 200, height: 40 });
  });
}

describe('rehearsePress', () => {
  beforeEach(layOut);
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('runs the search of a press without moving focus or leaving what the search remembers', () => {
    document.body.innerHTML = ROWS;
    const first = document.querySelector<HTMLElement>('#first a')!;
    const below = document.querySelector<HTMLElement>('#second button')!;
    below.focus();
    rehearsePress(first, 'right');
    rehearsePress(first, 'down');
    expect(vi.mocked(nextInDirection)).toHaveBeenCalledWith(first, 'right');
    expect(vi.mocked(nextInDirection)).toHaveReturnedWith(below);
    expect(document.activeElement).toBe(below);
    for (const section of document.querySelectorAll('section')) {
      expect(section.hasAttribute('data-focus')).toBe(false);
      expect(visited.has(section)).toBe(false);
    }
  });

  it('puts back the item a container remembered before the rehearsal', () => {
    document.body.innerHTML = ROWS;
    const row = document.querySelector('#first')!;
    row.setAttribute('data-focus', 'kept');
    visited.add(row);
    rehearsePress(document.querySelector<HTMLElement>('#first a')!, 'down');
    expect(row.getAttribute('data-focus')).toBe('kept');
    expect(visited.has(row)).toBe(true);
  });
});

describe('warmFocusPath', () => {
  const idle: IdleRequestCallback[] = [];
  const runIdle = () => {
    const due = idle.splice(0);
    for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 10 });
  };
  beforeEach(() => {
    layOut();
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    vi.mocked(nextInDirection).mockClear();
  });
  afterEach(() => {
    idle.length = 0;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('waits for a row of cards, then rehearses one direction per idle moment', () => {
    const stop = warmFocusPath(document);
    runIdle();
    expect(nextInDirection).not.toHaveBeenCalled();
    document.body.innerHTML = ROWS;
    vi.advanceTimersByTime(WARM_RETRY_MS);
    runIdle();
    expect(vi.mocked(nextInDirection).mock.calls.map(([, direction]) => direction)).toEqual([
      'right',
    ]);
    runIdle();
    runIdle();
    runIdle();
    runIdle();
    expect(vi.mocked(nextInDirection).mock.calls.map(([, direction]) => direction)).toEqual([
      'right',
      'left',
      'down',
      'up',
    ]);
    expect(idle).toHaveLength(0);
    stop();
  });

  it('rehearses nothing once TV mode has stopped', () => {
    document.body.innerHTML = ROWS;
    const stop = warmFocusPath(document);
    stop();
    runIdle();
    expect(nextInDirection).not.toHaveBeenCalled();
  });
});
