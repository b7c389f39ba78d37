import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToRemote } from './tv-keys';

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

const keydown = (key: string, repeat = false) => {
  const event = new KeyboardEvent('keydown', { key, repeat, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

describe('listenToRemote', () => {
  it('goes back one page for a held Back, not one page for every repeat of the key', () => {
    document.body.innerHTML = '<button>Play</button>';
    document.querySelector('button')!.focus();
    const backPage = vi.fn();
    stop = listenToRemote({ step: vi.fn() }, backPage);

    for (const key of ['Backspace', 'GoBack', 'Escape']) {
      backPage.mockClear();
      keydown(key);
      keydown(key, true);
      const repeated = keydown(key, true);
      expect(backPage, key).toHaveBeenCalledOnce();
      // Nor does the repeat close what the first press opened (Home's "Leave Reelbeat?").
      expect(repeated.defaultPrevented, key).toBe(true);
    }
  });
});
