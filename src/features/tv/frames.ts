import { getNextFocus } from '@bbc/tv-lrud-spatial';
import { activate } from './activate';
import { elementOf } from './element-kind';
import { keepsArrow } from './arrow-owner';
import { isTextField, tvKeyOf, type Direction } from './keys';
import { isControllableFrame } from './candidates';
import { reveal } from './focus-moves';
import { nextInDirection } from './spatial';

const KEY_OF: Readonly<Record<Direction, string>> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

/** The player frame focus is in, if any (its page gets the keys then, not Reelbeat). */
export function frameInFocus(doc: Document = document): HTMLIFrameElement | null {
  const el = doc.activeElement;
  return el instanceof HTMLIFrameElement ? el : null;
}

/** Counts the times TV mode stopped: a frame's listener from an earlier time is stale. */
let era = 0;
/** The frames' pages Reelbeat listens in, each with the era it started listening in. */
const listening = new WeakMap<Document, number>();

/** Whether Reelbeat hears Back inside this frame (it listens in the frames it could enter). */
export function isFrameHeard(frame: HTMLIFrameElement): boolean {
  const doc = frame.contentDocument;
  return Boolean(doc && listening.get(doc) === era);
}

/**
 * TV mode stops: the listeners left in the frames' pages stand aside at once (the player's own
 * keys work again in a page still shown) and each removes itself at its next key.
 */
export function stopListeningInFrames() {
  era++;
}
/** Where focus was before it went into a frame, to go back to. */
const cameFrom = new WeakMap<HTMLIFrameElement, HTMLElement>();

/**
 * Focus leaves the frame for Reelbeat: back where it came from on Back, or to the nearest
 * control in a direction when the arrows run out inside the frame.
 */
export function leaveFrame(frame: HTMLIFrameElement, direction?: Direction) {
  const target =
    (direction ? nextInDirection(frame, direction) : cameFrom.get(frame)) ??
    nextInDirection(frame, 'down') ??
    nextInDirection(frame, 'up');
  if (!target || !target.isConnected) return;
  target.focus({ preventScroll: true });
  reveal(target);
}

/** One step inside a controllable frame's page; at its edge, out of the frame. */
export function moveInFrame(frame: HTMLIFrameElement, direction: Direction) {
  const doc = frame.contentDocument;
  if (!doc) return leaveFrame(frame, direction);
  const from = doc.activeElement && doc.activeElement !== doc.body ? doc.activeElement : null;
  const next = getNextFocus(from, KEY_OF[direction] as unknown as number, doc.body);
  if (next && next !== from) next.focus();
  else leaveFrame(frame, direction);
}

/**
 * OK on a player frame: focus goes into its page, on its first control, so its own buttons
 * answer OK. Reelbeat listens inside (it can, the page being its own): the arrows move between
 * the player's controls and out at their edge, and Back returns to Reelbeat.
 */
export function enterFrame(frame: HTMLIFrameElement, from: Element | null) {
  if (!isControllableFrame(frame)) return;
  const doc = frame.contentDocument!;
  if (from instanceof HTMLElement && from !== frame) cameFrom.set(frame, from);
  if (listening.get(doc) !== era) {
    const mine = era;
    listening.set(doc, mine);
    const onKey = (event: KeyboardEvent) => {
      if (mine === era) onFrameKey(frame, event);
      else doc.removeEventListener('keydown', onKey, true);
    };
    doc.addEventListener('keydown', onKey, true);
  }
  frame.focus();
  const first = getNextFocus(null, 0, doc.body);
  first?.focus();
}

function onFrameKey(frame: HTMLIFrameElement, event: KeyboardEvent) {
  const target = elementOf(event.target);
  const key = tvKeyOf(event, isTextField(target));
  if (!key) return;
  if (key.kind === 'ok') {
    if (target && activate(target, false)) event.preventDefault();
    return;
  }
  if (key.kind === 'move' && target && keepsArrow(target, key.direction)) return;
  event.preventDefault();
  event.stopPropagation();
  if (key.kind === 'back') leaveFrame(frame);
  else moveInFrame(frame, key.direction);
}

/** Start on a gamepad, or a media key's play/pause, for the player in the frame. */
export function toggleFramePlayback(frame: HTMLIFrameElement) {
  const doc = frame.contentDocument;
  if (!doc?.body) return;
  doc.body.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true }));
}
