import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFocus } from './focus-keeper';

describe('keepFocus', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
    vi.useRealTimers();
    vi.unstubAllGlobals();
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

  it('readies a select added on its own into a part of the page already there', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<section><button>E1</button></section>';
    stop = keepFocus(document);
    const select = document.createElement('select');
    select.setAttribute('aria-label', 'Season');
    document.querySelector('section')!.prepend(select);
    await Promise.resolve();
    expect(select.getAttribute('tabindex')).toBe('0');
  });

  it('readies a select added inside a dialog that is not the one open', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<dialog id="a" open></dialog><dialog id="b"></dialog>';
    stop = keepFocus(document);
    const select = document.createElement('select');
    document.getElementById('b')!.append(select);
    await Promise.resolve();
    expect(select.getAttribute('tabindex')).toBe('0');
  });

  it('starts a container on the item that becomes current, without waiting for a look', async () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<section role="tablist"><button role="tab" aria-selected="false">S1</button>' +
      '<button role="tab" id="s2" aria-selected="false">S2</button></section>';
    stop = keepFocus(document);
    const section = document.querySelector('section')!;
    expect(section.hasAttribute('data-focus')).toBe(false);
    document.getElementById('s2')!.setAttribute('aria-selected', 'true');
    await Promise.resolve();
    expect(section.getAttribute('data-focus')).toBe('s2');
  });

  it('brings the focused control back into view when the layout around it pushes it out', () => {
    let layoutChanged = () => undefined as void;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          layoutChanged = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.useFakeTimers();
    document.body.innerHTML = '<main id="main-content"><button>Autoplay</button></main>';
    const button = document.querySelector('button')!;
    let top = 100;
    button.getBoundingClientRect = () => new DOMRect(10, top, 40, 20);
    const scrolled = vi.fn();
    button.scrollIntoView = scrolled;
    stop = keepFocus(document);
    button.focus();

    layoutChanged();
    expect(scrolled).not.toHaveBeenCalled();
    // A list arriving above it moves it below the window's bottom edge.
    top = innerHeight + 50;
    layoutChanged();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
