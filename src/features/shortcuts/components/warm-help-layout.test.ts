import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFontsMissing } from '@/test/font-check';
import { stubIdle } from '@/test/idle-stub';
import { warmHelpLayout } from './warm-help-layout';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Each element laid out while in the document, with where it was and its text. */
function recordLayouts() {
  const laidOut: { element: Element; text: string; hidden: boolean }[] = [];
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.isConnected) {
      const box = this.parentElement;
      laidOut.push({
        element: this,
        text: this.textContent ?? '',
        hidden: box?.getAttribute('aria-hidden') === 'true' && box.style.visibility === 'hidden',
      });
    }
    return new DOMRect();
  });
  return laidOut;
}

/** A closed dialog holding a panel like the help's. */
function builtPanel() {
  const dialog = document.createElement('dialog');
  dialog.innerHTML =
    '<div id="panel"><h2 id="title">Keyboard shortcuts</h2><dl><dt><kbd><kbd>↑</kbd></kbd></dt><dd>Volume up</dd><dt><kbd><kbd>←</kbd></kbd></dt><dd>Back</dd></dl></div>';
  document.body.append(dialog);
  return dialog.firstElementChild as HTMLElement;
}

describe('warmHelpLayout', () => {
  it('lays a copy of the panel out once in an idle moment, out of sight, and leaves nothing behind', () => {
    const idle = stubIdle();
    const laidOut = recordLayouts();
    const panel = builtPanel();
    warmHelpLayout(panel);
    expect(laidOut).toEqual([]);
    idle();
    expect(laidOut).toHaveLength(1);
    const [copy] = laidOut;
    expect(copy!.element).not.toBe(panel);
    expect(copy!.text).toBe(panel.textContent);
    expect(copy!.hidden).toBe(true);
    // The copy repeats no id of the dialog's while it is in the page.
    expect(copy!.element.id).toBe('');
    expect(copy!.element.querySelector('[id]')).toBeNull();
    expect(document.body.children).toHaveLength(1);
    expect(document.getElementById('title')).not.toBeNull();
  });

  it('leaves out the symbols whose font file has not loaded, so the warm-up downloads nothing', () => {
    const idle = stubIdle();
    const laidOut = recordLayouts();
    // As in a browser whose chosen font keeps ↑ and ↓ in a file not yet loaded.
    withFontsMissing(['↑', '↓'], () => {
      warmHelpLayout(builtPanel());
      idle();
    });
    expect(laidOut[0]!.text).toBe('Keyboard shortcutsVolume up←Back');
  });

  it('asks the browser about each symbol once per font, however often the text repeats it', () => {
    const idle = stubIdle();
    recordLayouts();
    withFontsMissing(['↑'], () => {
      const check = vi.spyOn(document.fonts, 'check');
      const panel = builtPanel();
      panel
        .querySelector('dl')!
        .insertAdjacentHTML('beforeend', '<dt><kbd>↓</kbd></dt><dd>Volume down</dd>');
      warmHelpLayout(panel);
      idle();
      const asked = check.mock.calls.map(([font, symbol]) => `${font}|${symbol}`);
      // "Volume up" and "Volume down" share a font and most of their letters.
      expect(new Set(asked).size).toBe(asked.length);
    });
  });

  it('does nothing once cancelled, or when the dialog was opened before the idle moment', () => {
    const idle = stubIdle();
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    warmHelpLayout(builtPanel())();
    idle();
    const panel = builtPanel();
    warmHelpLayout(panel);
    panel.closest('dialog')!.setAttribute('open', '');
    idle();
    expect(measure).not.toHaveBeenCalled();
    expect(document.body.querySelectorAll('[aria-hidden]')).toHaveLength(0);
  });
});
