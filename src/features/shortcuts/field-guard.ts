import type { ShortcutAction } from './key-map';

/** Input types that take no typing: a letter pressed on them is not text. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

const TEXT_ROLES = '[role="textbox"], [role="searchbox"], [role="combobox"], [role="spinbutton"]';

/** Whether keys pressed on `element` are typing: text inputs, text areas, selects, editable text. */
export function isTypingTarget(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(element.type);
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  // jsdom has no isContentEditable; browsers agree with the attribute.
  if (element.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  return Boolean(element.closest(TEXT_ROLES));
}

/** Controls where Space already acts (a press, a toggle, a link): Space must not also play. */
const SPACE_OWNERS =
  'button, a[href], input, select, textarea, summary, video, audio, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="radio"], [role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"], [role="option"], [role="tab"], [role="slider"], [role="treeitem"]';

/** Controls that move with the arrow keys: sliders (the seek bar, volume), lists, tabs, menus. */
const ARROW_OWNERS =
  'input, select, textarea, video, audio, [role="slider"], [role="spinbutton"], [role="scrollbar"], [role="listbox"], [role="option"], [role="menu"], [role="menubar"], [role="menuitem"], [role="tablist"], [role="tab"], [role="radiogroup"], [role="radio"], [role="grid"], [role="tree"], [role="treegrid"]';

const ARROW_ACTIONS = new Set<ShortcutAction>([
  'seekBack',
  'seekForward',
  'previousSong',
  'nextSong',
  'volumeUp',
  'volumeDown',
]);

/**
 * Whether the focused element keeps this key for itself: everything while typing, Space on
 * buttons, links and other controls, the arrows on sliders and lists. One key press never does
 * two things.
 */
export function targetKeepsKey(action: ShortcutAction, element: Element | null): boolean {
  if (!element || element === document.body || element === document.documentElement) return false;
  if (isTypingTarget(element)) return true;
  if (action === 'togglePlay') return Boolean(element.closest(SPACE_OWNERS));
  if (ARROW_ACTIONS.has(action)) return Boolean(element.closest(ARROW_OWNERS));
  return false;
}
