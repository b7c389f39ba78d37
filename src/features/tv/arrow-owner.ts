import { isTag } from './element-kind';
import type { Direction } from './keys';
import { isTextField } from './keys';

/** Composite widgets that move focus among their own items with the arrows, and along which axis. */
const WIDGETS: readonly [selector: string, item: string, axis: 'x' | 'y' | 'both' | 'laid'][] = [
  ['[role="tablist"]', '[role="tab"]', 'laid'],
  ['[role="menubar"]', '[role="menuitem"]', 'x'],
  ['[role="radiogroup"]', '[role="radio"], input[type="radio"]', 'both'],
];
/** An open menu or list box keeps every arrow until it is closed (OK or Back). */
const TRAPS = '[role="menu"], [role="listbox"]';

const horizontal = (d: Direction) => d === 'left' || d === 'right';

/** Marks a slider that OK has taken hold of: ←/→ change its value until OK or focus leaves. */
export const ADJUSTING = 'data-tv-adjusting';

export const isSlider = (el: Element) =>
  (isTag(el, 'input') && el.type === 'range') || el.getAttribute('role') === 'slider';

/**
 * Whether the focused element keeps this arrow for itself rather than let it move focus: a
 * caret inside text (until it reaches the text's end), a slider's value (←/→, once OK has
 * taken hold of it, so a row of controls is never blocked by a slider in it), and a widget's
 * own items along its axis (until its first or last item), an open menu all of them. Everything
 * else moves focus.
 */
export function keepsArrow(el: Element, direction: Direction): boolean {
  if (isTextField(el)) return horizontal(direction) && !caretAtEdge(el, direction);
  if (isSlider(el)) return horizontal(direction) && el.hasAttribute(ADJUSTING);
  if (el.closest(TRAPS)) return true;
  for (const [selector, item, axis] of WIDGETS) {
    const widget = el.closest(selector);
    if (!widget) continue;
    const items = [...widget.querySelectorAll(item)];
    const along = axis === 'laid' ? laidOut(items) : axis;
    if (along !== 'both' && (along === 'x') !== horizontal(direction)) return false;
    const forward = direction === 'right' || direction === 'down';
    return items.at(forward ? -1 : 0) !== el;
  }
  return false;
}

/** A tab list's axis as it is drawn: a narrow layout stacks the tabs that a wide one lines up. */
function laidOut(items: Element[]): 'x' | 'y' {
  const [first, second] = items;
  if (!first || !second) return 'x';
  const a = first.getBoundingClientRect();
  const b = second.getBoundingClientRect();
  return Math.abs(b.top - a.top) > Math.abs(b.left - a.left) ? 'y' : 'x';
}

function caretAtEdge(el: Element, direction: Direction): boolean {
  if (!(isTag(el, 'input') || isTag(el, 'textarea'))) return false;
  let start: number | null = null;
  try {
    start = el.selectionStart;
  } catch {
    // Some input types (number, email) have no caret position to read: they keep the key.
  }
  if (start === null || el.selectionEnd !== start) return false;
  return direction === 'left' ? start === 0 : start === el.value.length;
}
