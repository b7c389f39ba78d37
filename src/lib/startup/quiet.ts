import { whenIdle } from './idle';

/**
 * Input that says someone is using the page right now: a fling's scroll events, a wheel, keys
 * (a remote's arrows, typing), a finger or a button going down.
 */
const INPUT_EVENTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchmove'] as const;

let lastInput = Number.NEGATIVE_INFINITY;
let listening = false;

function noteInput(): void {
  lastInput = performance.now();
}

function listen(win: Window): void {
  if (listening) return;
  listening = true;
  // Capture, so a scroll inside an element (which does not bubble) is heard too.
  const options = { capture: true, passive: true };
  for (const type of INPUT_EVENTS) win.addEventListener(type, noteInput, options);
}

/**
 * Like `whenIdle`, for optional work that must not land in the middle of what someone is doing:
 * `run` waits for an idle moment at which nothing has been scrolled, pressed or touched for
 * `quietMs`. A page left alone runs it at its first idle moment, as `whenIdle` does; during a
 * fling or a run of key presses it waits for the pause after them. Returns the cancel function.
 */
export function whenQuiet(run: () => void, quietMs = 500, win: Window = window): () => void {
  listen(win);
  let cancel: () => void = () => undefined;
  const check = () => {
    const since = performance.now() - lastInput;
    if (since >= quietMs) return run();
    const timer = win.setTimeout(() => {
      cancel = whenIdle(check, undefined, win);
    }, quietMs - since);
    cancel = () => win.clearTimeout(timer);
  };
  cancel = whenIdle(check, undefined, win);
  return () => cancel();
}

/** For tests: as on a page that has had no input yet. */
export function resetQuiet(): void {
  lastInput = Number.NEGATIVE_INFINITY;
}
