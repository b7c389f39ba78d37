import { isHtml, isTag } from './element-kind';

export type Direction = 'up' | 'down' | 'left' | 'right';

const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  // Older TV browsers name them without "Arrow".
  Up: 'up',
  Down: 'down',
  Left: 'left',
  Right: 'right',
};

/** What a key press means in TV mode (read from `key`, with the remotes' key codes). */
export type TvKey = { kind: 'move'; direction: Direction } | { kind: 'back' } | { kind: 'ok' };

/**
 * The remotes' Back: Escape, the browser's Back key, Samsung's (Tizen, key code 10009) and LG's
 * (webOS, 461). Backspace is Back too, but only outside a text field (`isTyping`).
 */
const BACK_KEYS = new Set(['Escape', 'Esc', 'GoBack', 'BrowserBack', 'XF86Back']);
const BACK_CODES = new Set([10009, 461]);

export function tvKeyOf(
  event: Pick<KeyboardEvent, 'key' | 'keyCode' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
  isTyping: boolean,
): TvKey | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const direction = event.shiftKey ? undefined : ARROWS[event.key];
  if (direction) return { kind: 'move', direction };
  if (BACK_KEYS.has(event.key) || BACK_CODES.has(event.keyCode)) return { kind: 'back' };
  if (event.key === 'Backspace' && !isTyping) return { kind: 'back' };
  if (event.key === 'Enter') return { kind: 'ok' };
  return null;
}

const TEXT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

/** Whether `el` takes typed text (where Backspace deletes and ←/→ move the caret). */
export function isTextField(el: Element | null): boolean {
  if (isTag(el, 'textarea')) return true;
  if (isTag(el, 'input')) return TEXT_TYPES.has(el.type);
  return isHtml(el) && el.isContentEditable === true;
}
