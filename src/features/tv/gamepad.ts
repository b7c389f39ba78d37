import type { Direction } from './keys';

/** What a gamepad asks for, in the standard mapping's terms. */
export type PadAction =
  | { kind: 'move'; direction: Direction }
  | { kind: 'ok' }
  | { kind: 'back' }
  | { kind: 'jump'; direction: 'up' | 'down' }
  | { kind: 'playPause' };

/** The parts of a `Gamepad` the reader uses (a plain object in tests). */
export interface PadSnapshot {
  buttons: readonly { pressed: boolean }[];
  axes: readonly number[];
}

/** Standard mapping: A, B, the shoulder buttons, Start and the D-pad. */
const BUTTONS: readonly [index: number, action: PadAction][] = [
  [0, { kind: 'ok' }],
  [1, { kind: 'back' }],
  [4, { kind: 'jump', direction: 'up' }],
  [5, { kind: 'jump', direction: 'down' }],
  [9, { kind: 'playPause' }],
];
const DPAD: readonly [index: number, direction: Direction][] = [
  [12, 'up'],
  [13, 'down'],
  [14, 'left'],
  [15, 'right'],
];

/** The left stick counts as pushed past this share of its travel. */
export const STICK_THRESHOLD = 0.5;
/** A held direction repeats after this wait, then at this pace (as a keyboard's keys do). */
export const REPEAT_DELAY_MS = 400;
export const REPEAT_EVERY_MS = 150;

function directionOf(pad: PadSnapshot): Direction | null {
  for (const [index, direction] of DPAD) if (pad.buttons[index]?.pressed) return direction;
  const x = pad.axes[0] ?? 0;
  const y = pad.axes[1] ?? 0;
  if (Math.max(Math.abs(x), Math.abs(y)) < STICK_THRESHOLD) return null;
  if (Math.abs(x) > Math.abs(y)) return x > 0 ? 'right' : 'left';
  return y > 0 ? 'down' : 'up';
}

/**
 * Turns polled gamepad states into actions: a button acts when it goes down (once), a
 * direction when it is first pushed and then again while held, after a delay. Every connected
 * pad counts, as one.
 */
export function createPadReader() {
  let held = new Set<number>();
  let heldDirection: Direction | null = null;
  let nextRepeat = 0;

  return function read(pads: readonly (PadSnapshot | null)[], now: number): PadAction[] {
    const actions: PadAction[] = [];
    const down = new Set<number>();
    let direction: Direction | null = null;
    for (const pad of pads) {
      if (!pad) continue;
      pad.buttons.forEach((button, index) => button.pressed && down.add(index));
      direction ??= directionOf(pad);
    }
    for (const [index, action] of BUTTONS) {
      if (down.has(index) && !held.has(index)) actions.push(action);
    }
    held = down;
    if (direction !== heldDirection) {
      heldDirection = direction;
      nextRepeat = now + REPEAT_DELAY_MS;
      if (direction) actions.unshift({ kind: 'move', direction });
    } else if (direction && now >= nextRepeat) {
      nextRepeat = now + REPEAT_EVERY_MS;
      actions.unshift({ kind: 'move', direction });
    }
    return actions;
  };
}

/**
 * Told on the document before a gamepad's press acts, as a key's `keydown` would be: what waits
 * for the person's next press (the focus keeper's hand-over into a page) hears the gamepad too.
 */
export const PAD_PRESS_EVENT = 'reelbeat:pad-press';

/**
 * Polls the gamepads once a frame while one is connected (the Gamepad API has no events for
 * buttons), and stops when the last one goes. Returns the stop function.
 */
export function watchGamepads(onAction: (action: PadAction) => void, win: Window = window) {
  const read = createPadReader();
  let frame = 0;
  const pads = () => [...(win.navigator.getGamepads?.() ?? [])];
  const poll = (now: number) => {
    const current = pads();
    const actions = read(current, now);
    if (actions.length > 0) win.document.dispatchEvent(new Event(PAD_PRESS_EVENT));
    for (const action of actions) onAction(action);
    frame = current.some(Boolean) ? win.requestAnimationFrame(poll) : 0;
  };
  const start = () => {
    if (!frame) frame = win.requestAnimationFrame(poll);
  };
  win.addEventListener('gamepadconnected', start);
  if (pads().some(Boolean)) start();
  return () => {
    win.removeEventListener('gamepadconnected', start);
    if (frame) win.cancelAnimationFrame(frame);
    frame = 0;
  };
}
