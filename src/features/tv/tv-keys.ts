import type { RemoteActions } from './actions';
import { activate } from './activate';
import { keepsArrow } from './arrow-owner';
import { closeTopLayer, madeHere } from './back';
import { isTextField, tvKeyOf } from './keys';

/**
 * The remote's keys, on the window:
 * - the arrows (in the capture phase, before any component) move focus to the nearest control
 *   in their direction, unless the focused element keeps them (a caret, a slider, a widget's
 *   own items); a moved arrow goes no further, so no shortcut or widget acts on it too;
 * - OK (Enter) acts where Enter alone would not (a select, a checkbox);
 * - Back (Escape, Backspace outside a text field, the remotes' Back keys), once the components
 *   have had it: closes what is open on top, else goes back a page (`remote.back`); once for a
 *   held key.
 * Returns the stop function.
 */
export function listenToRemote(
  remote: Pick<RemoteActions, 'step'>,
  backPage: () => void,
  win: Window = window,
): () => void {
  const doc = win.document;

  const onArrow = (event: KeyboardEvent) => {
    if (madeHere.has(event) || event.isComposing) return;
    const target = doc.activeElement;
    const key = tvKeyOf(event, isTextField(target));
    if (key?.kind !== 'move') return;
    if (target && target !== doc.body && keepsArrow(target, key.direction)) return;
    event.preventDefault();
    event.stopPropagation();
    remote.step(key.direction);
  };

  const onKey = (event: KeyboardEvent) => {
    if (madeHere.has(event) || event.isComposing) return;
    const target = doc.activeElement;
    const key = tvKeyOf(event, isTextField(target));
    if (!key || key.kind === 'move') return;
    if (key.kind === 'ok') {
      if (!event.defaultPrevented && target && activate(target, false)) event.preventDefault();
      return;
    }
    // A held Back acts once, as the gamepad's B does: its repeats went back page after page,
    // on to Home's question, and closed and opened that again.
    if (event.repeat) {
      event.preventDefault();
      return;
    }
    const realEscape = event.key === 'Escape' || event.key === 'Esc';
    if (!realEscape) event.preventDefault();
    if (closeTopLayer(doc, realEscape ? event : undefined)) return;
    if (realEscape) event.preventDefault();
    backPage();
  };

  win.addEventListener('keydown', onArrow, true);
  win.addEventListener('keydown', onKey);
  return () => {
    win.removeEventListener('keydown', onArrow, true);
    win.removeEventListener('keydown', onKey);
  };
}
