import { afterEach, describe, expect, it } from 'vitest';
import { remoteActions } from './actions';
import { keepFocus } from './focus-keeper';
import { watchGamepads } from './gamepad';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  delete (navigator as { getGamepads?: unknown }).getGamepads;
  document.body.innerHTML = '';
});

const frames = (count: number) =>
  new Promise<void>((done) => {
    const next = (left: number) =>
      left === 0 ? done() : requestAnimationFrame(() => next(left - 1));
    next(count);
  });

/** A stand-in gamepad (standard mapping) whose buttons the test presses. */
function standInPad() {
  const buttons = Array.from({ length: 17 }, () => ({ pressed: false, value: 0 }));
  const pad = { buttons, axes: [0, 0, 0, 0], connected: true, mapping: 'standard' };
  Object.defineProperty(navigator, 'getGamepads', { value: () => [pad], configurable: true });
  return async (button: number) => {
    buttons[button] = { pressed: true, value: 1 };
    await frames(3);
    buttons[button] = { pressed: false, value: 0 };
    await frames(3);
  };
}

describe('keepFocus with a gamepad', () => {
  it('leaves focus in the sidebar when the gamepad moved on there after opening a page', async () => {
    document.body.innerHTML =
      '<nav id="app-sidebar" style="display: flex; flex-direction: column; width: 200px">' +
      '<a href="#/movies">Movies</a><a href="#/series">Series</a></nav>' +
      '<main id="main-content"><h1>Home</h1></main>';
    const [movies, series] = document.querySelectorAll('a');
    // The test page stays where it is.
    document.getElementById('app-sidebar')!.addEventListener('click', (e) => e.preventDefault());
    const tap = standInPad();
    const remote = remoteActions(() => undefined);
    stops.push(keepFocus(document));
    stops.push(watchGamepads((action) => action.kind === 'move' && remote.move(action.direction)));

    movies!.focus();
    // A opens Movies; before its page is in, the D-pad goes on down the sidebar.
    movies!.click();
    await tap(13);
    expect(document.activeElement).toBe(series);

    document.getElementById('main-content')!.innerHTML =
      '<h1>Movies</h1><button type="button" data-autofocus>Watch Now</button>';
    await new Promise((done) => setTimeout(done, 500));
    expect(document.activeElement).toBe(series);
  });
});
