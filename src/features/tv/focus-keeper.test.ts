import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFocus } from './focus-keeper';

describe('keepFocus', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('readies a select for the arrows as soon as it appears, before its next look', async () => {
    // The keeper's timer never fires here: what a busy device does before a key press.
    vi.useFakeTimers();
    stop = keepFocus(document);
    const drawer = document.createElement('section');
    drawer.innerHTML = '<select aria-label="Season"><option>1</option></select><button>E1</button>';
    document.body.append(drawer);
    await Promise.resolve();
    expect(drawer.querySelector('select')!.getAttribute('tabindex')).toBe('0');
  });
});
