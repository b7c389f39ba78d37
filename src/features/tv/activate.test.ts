import { describe, expect, it, vi } from 'vitest';
import { activate } from './activate';
import { ADJUSTING } from './arrow-owner';

describe('activate', () => {
  it('steps a select to its next choice, wrapping, and tells its listeners', () => {
    document.body.innerHTML = '<select><option>a</option><option>b</option></select>';
    const select = document.querySelector('select')!;
    const changed = vi.fn();
    select.addEventListener('change', () => changed(select.value));
    expect(activate(select, false)).toBe(true);
    expect(changed).toHaveBeenLastCalledWith('b');
    activate(select, false);
    expect(changed).toHaveBeenLastCalledWith('a');
  });

  it('toggles a checkbox, which Enter alone does not', () => {
    document.body.innerHTML = '<input type="checkbox" role="switch">';
    const box = document.querySelector('input')!;
    expect(activate(box, false)).toBe(true);
    expect(box.checked).toBe(true);
  });

  it('takes hold of a slider and lets go when focus leaves', () => {
    document.body.innerHTML = '<input type="range"><button>x</button>';
    const slider = document.querySelector('input')!;
    slider.focus();
    activate(slider, false);
    expect(slider.hasAttribute(ADJUSTING)).toBe(true);
    document.querySelector('button')!.focus();
    expect(slider.hasAttribute(ADJUSTING)).toBe(false);
  });

  it('presses buttons for the gamepad, and leaves them to the browser for Enter', () => {
    document.body.innerHTML = '<button>x</button>';
    const button = document.querySelector('button')!;
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    expect(activate(button, false)).toBe(false);
    expect(clicked).not.toHaveBeenCalled();
    expect(activate(button, true)).toBe(true);
    expect(clicked).toHaveBeenCalledOnce();
  });
});
