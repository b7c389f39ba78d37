import { ADJUSTING, isSlider } from './arrow-owner';
import { isHtml, isTag } from './element-kind';
import { isTextField } from './keys';

/**
 * OK on a control whose Enter does nothing by itself, or the gamepad's A on anything: a slider
 * is taken hold of (←/→ change it) or let go, a select
 * steps to its next choice (a remote has no drop-down list to scroll; the choices wrap), a
 * checkbox or switch toggles, a text field takes focus (the device's keyboard opens), and with
 * `click` (the gamepad) buttons and links are pressed. Returns whether it acted.
 */
export function activate(el: Element, click: boolean): boolean {
  if (isSlider(el)) {
    if (el.toggleAttribute(ADJUSTING)) {
      el.addEventListener('blur', () => el.removeAttribute(ADJUSTING), { once: true });
    }
    return true;
  }
  if (isTag(el, 'select')) {
    if (el.disabled || el.options.length === 0) return true;
    el.selectedIndex = (el.selectedIndex + 1) % el.options.length;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }
  if (isTag(el, 'input') && (el.type === 'checkbox' || el.type === 'radio')) {
    el.click();
    return true;
  }
  if (isTextField(el)) {
    if (!click) return false;
    (el as HTMLElement).blur();
    (el as HTMLElement).focus();
    return true;
  }
  if (click && isHtml(el)) {
    el.click();
    return true;
  }
  return false;
}
