import { describe, expect, it } from 'vitest';
import { ADJUSTING, keepsArrow } from './arrow-owner';

function mount(html: string) {
  document.body.innerHTML = html;
  return document.body;
}

describe('keepsArrow', () => {
  it('lets a text caret keep ←/→ until it reaches the end of the text', () => {
    mount('<input value="abc">');
    const input = document.querySelector('input')!;
    input.setSelectionRange(1, 1);
    expect(keepsArrow(input, 'left')).toBe(true);
    expect(keepsArrow(input, 'down')).toBe(false);
    input.setSelectionRange(0, 0);
    expect(keepsArrow(input, 'left')).toBe(false);
    input.setSelectionRange(3, 3);
    expect(keepsArrow(input, 'right')).toBe(false);
  });

  it('lets a slider keep ←/→ only once OK has taken hold of it', () => {
    mount('<input type="range">');
    const slider = document.querySelector('input')!;
    expect(keepsArrow(slider, 'right')).toBe(false);
    slider.setAttribute(ADJUSTING, '');
    expect(keepsArrow(slider, 'right')).toBe(true);
    expect(keepsArrow(slider, 'up')).toBe(false);
  });

  it('lets a tab list move along its tabs, and out at its first and last', () => {
    mount('<div role="tablist"><button role="tab">A</button><button role="tab">B</button></div>');
    const [a, b] = document.querySelectorAll('[role="tab"]');
    expect(keepsArrow(a!, 'right')).toBe(true);
    expect(keepsArrow(a!, 'left')).toBe(false);
    expect(keepsArrow(b!, 'right')).toBe(false);
    expect(keepsArrow(a!, 'down')).toBe(false);
  });

  it('reads a tab list’s axis from how its tabs are laid out (stacked: ↑/↓)', () => {
    mount('<div role="tablist"><button role="tab">A</button><button role="tab">B</button></div>');
    const [a, b] = document.querySelectorAll<HTMLElement>('[role="tab"]');
    const at = (top: number) => () => DOMRect.fromRect({ x: 0, y: top, width: 200, height: 40 });
    a!.getBoundingClientRect = at(0);
    b!.getBoundingClientRect = at(48);
    expect(keepsArrow(a!, 'down')).toBe(true);
    expect(keepsArrow(a!, 'right')).toBe(false);
    expect(keepsArrow(b!, 'down')).toBe(false);
    expect(keepsArrow(b!, 'up')).toBe(true);
  });

  it('lets an open menu keep every arrow', () => {
    mount('<div role="menu"><button role="menuitem">A</button></div>');
    const item = document.querySelector('[role="menuitem"]')!;
    for (const direction of ['up', 'down', 'left', 'right'] as const) {
      expect(keepsArrow(item, direction)).toBe(true);
    }
  });

  it('keeps nothing on a plain button', () => {
    mount('<button>Go</button>');
    expect(keepsArrow(document.querySelector('button')!, 'left')).toBe(false);
  });
});
