import { describe, expect, it, vi } from 'vitest';
import { closeTopLayer } from './back';

describe('closeTopLayer', () => {
  it('gives the focused element an Escape, and counts it closed when a component took it', () => {
    document.body.innerHTML = '<div role="menu"><button role="menuitem">x</button></div>';
    const item = document.querySelector('button')!;
    item.focus();
    const onKey = vi.fn((event: KeyboardEvent) => event.key === 'Escape' && event.preventDefault());
    item.addEventListener('keydown', onKey);
    expect(closeTopLayer(document)).toBe(true);
    expect(onKey).toHaveBeenCalledOnce();
  });

  it('asks the topmost open dialog to close when no component took the Escape', () => {
    document.body.innerHTML = '<dialog open id="a"></dialog><dialog open id="b"></dialog>';
    const cancelled = vi.fn();
    document.getElementById('b')!.addEventListener('cancel', cancelled);
    document.getElementById('a')!.addEventListener('cancel', () => {
      throw new Error('not the top one');
    });
    expect(closeTopLayer(document)).toBe(true);
    expect(cancelled).toHaveBeenCalledOnce();
  });

  it('leaves a real Escape to the dialog itself, and says nothing is open otherwise', () => {
    document.body.innerHTML = '<dialog open></dialog>';
    const cancelled = vi.fn();
    document.querySelector('dialog')!.addEventListener('cancel', cancelled);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    expect(closeTopLayer(document, escape)).toBe(true);
    expect(cancelled).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    expect(closeTopLayer(document)).toBe(false);
  });
});
