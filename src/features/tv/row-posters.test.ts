import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIdle } from '@/test/idle-stub';
import { FOCUS_REST_MS, loadPostersAhead } from './row-posters';

const card = (row: string, n: number) =>
  `<li><article data-card><img loading="lazy" alt="" data-poster="${row}${n}">` +
  `<h3><a href="#/movie/${n}">${row} ${n}</a></h3></article></li>`;
const row = (name: string) =>
  `<section id="${name}"><ul data-row-track>${card(name, 1)}${card(name, 2)}</ul></section>`;
const PAGE = `<button id="watch">Watch Now</button>${row('a')}${row('b')}${row('c')}`;

/** The rows whose posters are all asked for at once. */
const eagerRows = () =>
  [...document.querySelectorAll('section')]
    .filter((section) =>
      [...section.querySelectorAll('img')].every((img) => img.getAttribute('loading') === 'eager'),
    )
    .map((section) => section.id);

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.useRealTimers();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

/** Focus resting long enough, then the idle moment. */
const rest = (idle: () => void) => {
  vi.advanceTimersByTime(FOCUS_REST_MS);
  idle();
};

/** Mutation observers report in a microtask. */
const settle = () => Promise.resolve();

describe('loadPostersAhead (TV mode)', () => {
  it('readies the focused row and the row below it once focus rests, at an idle moment', () => {
    const idle = stubIdle();
    document.body.innerHTML = PAGE;
    stop = loadPostersAhead();
    document.querySelector<HTMLElement>('#b a')!.focus();
    idle();
    vi.advanceTimersByTime(FOCUS_REST_MS - 1);
    idle();
    expect(eagerRows()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(eagerRows()).toEqual([]);
    idle();
    expect(eagerRows()).toEqual(['b', 'c']);
  });

  it('readies nothing while presses follow each other along a row', () => {
    const idle = stubIdle();
    document.body.innerHTML = PAGE;
    stop = loadPostersAhead();
    for (const link of document.querySelectorAll<HTMLElement>('#a a, #b a')) {
      link.focus();
      vi.advanceTimersByTime(250);
      idle();
    }
    expect(eagerRows()).toEqual([]);
    rest(idle);
    expect(eagerRows()).toEqual(['b', 'c']);
  });

  it('readies the first row below a control outside the rows, already focused when it starts', () => {
    const idle = stubIdle();
    document.body.innerHTML = PAGE;
    document.querySelector<HTMLElement>('#watch')!.focus();
    stop = loadPostersAhead();
    rest(idle);
    expect(eagerRows()).toEqual(['a']);
  });

  it('asks for nothing more while focus moves along a ready row', () => {
    const idle = stubIdle();
    document.body.innerHTML = PAGE;
    stop = loadPostersAhead();
    const asked = vi.spyOn(window, 'requestIdleCallback');
    const [first, second] = document.querySelectorAll<HTMLElement>('#a a');
    first!.focus();
    rest(idle);
    expect(asked).toHaveBeenCalledOnce();
    const timers = vi.getTimerCount();
    second!.focus();
    expect(vi.getTimerCount()).toBe(timers);
    rest(idle);
    expect(asked).toHaveBeenCalledOnce();
  });

  it('asks for the posters of cards a ready row builds later', async () => {
    const idle = stubIdle();
    document.body.innerHTML = PAGE;
    stop = loadPostersAhead();
    document.querySelector<HTMLElement>('#a a')!.focus();
    rest(idle);
    const track = document.querySelector('#a ul')!;
    track.insertAdjacentHTML('beforeend', card('a', 3));
    await settle();
    expect(track.querySelector('[data-poster="a3"]')!.getAttribute('loading')).toBe('eager');
  });

  it('leaves the rows alone once stopped', async () => {
    const idle = stubIdle();
    document.body.innerHTML = PAGE;
    stop = loadPostersAhead();
    document.querySelector<HTMLElement>('#a a')!.focus();
    rest(idle);
    stop();
    document.querySelector('#a ul')!.insertAdjacentHTML('beforeend', card('a', 3));
    document.querySelector<HTMLElement>('#c a')!.focus();
    rest(idle);
    await settle();
    expect(document.querySelector('[data-poster="a3"]')!.getAttribute('loading')).toBe('lazy');
    expect(eagerRows()).toEqual(['b']);
  });
});
