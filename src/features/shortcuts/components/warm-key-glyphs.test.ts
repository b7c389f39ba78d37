import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFontsMissing } from '@/test/font-check';
import { stubIdle } from '@/test/idle-stub';
import { KEY_GLYPHS, warmKeyGlyphs } from './warm-key-glyphs';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The text of every element laid out while it is in the document. */
function recordLayouts(): string[] {
  const laidOut: string[] = [];
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.isConnected) laidOut.push(this.textContent ?? '');
    return new DOMRect();
  });
  return laidOut;
}

describe('warmKeyGlyphs', () => {
  it('names every symbol the help writes on a key cap, the arrows among them', () => {
    for (const symbol of ['←', '→', '↑', '↓', '/', '?', 'M']) expect(KEY_GLYPHS).toContain(symbol);
    expect(KEY_GLYPHS).not.toContain('Space');
  });

  it('lays the symbols out once in an idle moment, out of sight, and leaves nothing behind', () => {
    const idle = stubIdle();
    const laidOut = recordLayouts();
    warmKeyGlyphs();
    expect(laidOut).toEqual([]);
    idle();
    expect(laidOut).toEqual([KEY_GLYPHS]);
    expect(document.body.querySelector('kbd')).toBeNull();
  });

  it('leaves out the symbols whose font file has not loaded, so the warm-up downloads nothing', () => {
    const idle = stubIdle();
    const laidOut = recordLayouts();
    // As in a browser whose chosen font keeps ↑ and ↓ in a file not yet loaded.
    withFontsMissing(['↑', '↓'], () => {
      warmKeyGlyphs();
      idle();
    });
    expect(laidOut).toEqual([KEY_GLYPHS.replace(/[↑↓]/g, '')]);
    expect(laidOut[0]).toContain('←');
  });

  it('does nothing once cancelled before the idle moment', () => {
    const idle = stubIdle();
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    warmKeyGlyphs()();
    idle();
    expect(measure).not.toHaveBeenCalled();
  });
});
