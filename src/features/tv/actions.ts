import { activate } from './activate';
import { isTag } from './element-kind';
import { keepsArrow } from './arrow-owner';
import { closeTopLayer, madeHere } from './back';
import { stepsAfterLayers } from './card-layer';
import { enterFrame, frameInFocus, leaveFrame, moveInFrame, toggleFramePlayback } from './frames';
import { isTextField, type Direction } from './keys';
import { isControllableFrame } from './candidates';
import { jump, moveFocus } from './focus-moves';

const ARROW_KEYS: Readonly<Record<Direction, string>> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

/** What the remote and the gamepad both do, whichever pressed it. */
export interface RemoteActions {
  /** One step of focus in a direction (into and out of a player frame too). */
  step(direction: Direction): void;
  /** The gamepad's direction: a slider or a widget keeps it as it keeps the arrow keys. */
  move(direction: Direction): void;
  /** The gamepad's A (the remote's OK is the browser's Enter, see tv-keys.ts). */
  press(): void;
  back(): void;
  jump(direction: 'up' | 'down'): void;
  playPause(): void;
}

/** `backPage`: Back with nothing open on top (the previous page, or the question on Home). */
export function remoteActions(backPage: () => void, doc: Document = document): RemoteActions {
  const step = stepsAfterLayers((direction: Direction) => {
    const frame = frameInFocus(doc);
    if (frame) return moveInFrame(frame, direction);
    const from = doc.activeElement;
    const next = moveFocus(direction, doc);
    if (next instanceof HTMLIFrameElement) enterFrame(next, from);
  }, doc);
  return {
    step,
    move(direction) {
      const frame = frameInFocus(doc);
      const el = frame ? frame.contentDocument?.activeElement : doc.activeElement;
      // A gamepad has no caret to move: only sliders and widgets keep its directions.
      if (el && el !== el.ownerDocument.body && !isTyping(el) && keepsArrow(el, direction)) {
        sendKey(el, ARROW_KEYS[direction]);
        return;
      }
      step(direction);
    },
    press() {
      const frame = frameInFocus(doc);
      const el = frame ? frame.contentDocument?.activeElement : doc.activeElement;
      if (el && el !== el.ownerDocument.body) activate(el, true);
    },
    back() {
      const frame = frameInFocus(doc);
      if (frame) leaveFrame(frame);
      else if (!closeTopLayer(doc)) backPage();
    },
    jump(direction) {
      if (!frameInFocus(doc)) jump(direction, doc);
    },
    playPause() {
      const frame =
        frameInFocus(doc) ??
        [...doc.querySelectorAll('iframe')].find((f) => f.tabIndex >= 0 && isControllableFrame(f));
      if (frame) toggleFramePlayback(frame);
      else sendKey(doc.body, ' ');
    },
  };
}

/** Fields whose caret the arrow keys would move (a text area too): not the gamepad's. */
const isTyping = (el: Element) =>
  isTextField(el) || (isTag(el, 'input') && el.type !== 'range' && el.type !== 'checkbox');

/** A key as the keyboard would send it, for the shortcuts and widgets that listen for keys. */
function sendKey(target: Element, key: string) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  madeHere.add(event);
  target.dispatchEvent(event);
  if (event.defaultPrevented || !isTag(target, 'input') || target.type !== 'range') return;
  // A slider moves by its step, as its own arrow keys would move it.
  if (key === 'ArrowRight') target.stepUp();
  else if (key === 'ArrowLeft') target.stepDown();
  target.dispatchEvent(new Event('input', { bubbles: true }));
  target.dispatchEvent(new Event('change', { bubbles: true }));
}
