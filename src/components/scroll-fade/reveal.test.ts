import { describe, expect, it } from 'vitest';
import { revealInRow, scrollLeftToReveal } from './reveal';

// A row 300 px wide showing 0–300 of 900, with 40 px fades.
const row = (scrollLeft = 0) => ({ scrollLeft, clientWidth: 300, scrollWidth: 900 });

describe('scrollLeftToReveal', () => {
  it('brings an item cut by the end of the row whole into view, clear of the fade', () => {
    // 250–350: 50 px past the edge. Its end comes to 300 - 40.
    expect(scrollLeftToReveal({ left: 250, right: 350 }, row(), 40)).toBe(90);
  });

  it('brings an item cut by the start of the row into view, clear of that fade', () => {
    expect(scrollLeftToReveal({ left: 150, right: 250 }, row(200), 40)).toBe(110);
  });

  it('moves an item under a fade but inside the row out from under it', () => {
    expect(scrollLeftToReveal({ left: 200, right: 280 }, row(), 40)).toBe(20);
  });

  it('leaves the row where it is when the item is already clear', () => {
    expect(scrollLeftToReveal({ left: 100, right: 200 }, row(50), 40)).toBe(50);
  });

  it('stops at the ends of the row, where nothing fades', () => {
    expect(scrollLeftToReveal({ left: 10, right: 90 }, row(100), 40)).toBe(0);
    expect(scrollLeftToReveal({ left: 820, right: 900 }, row(500), 40)).toBe(600);
  });

  it('keeps the start of an item wider than the clear part in view', () => {
    expect(scrollLeftToReveal({ left: 400, right: 700 }, row(), 40)).toBe(360);
  });
});

describe('revealInRow', () => {
  it('scrolls the row by the layout it reads, by its scroll padding', () => {
    const strip = document.createElement('div');
    const item = document.createElement('button');
    strip.append(item);
    document.body.append(strip);
    strip.style.setProperty('scroll-padding-inline-start', '40px');
    // jsdom lays nothing out: the row's size and the item's place are given.
    Object.defineProperties(strip, {
      clientWidth: { value: 300 },
      scrollWidth: { value: 900 },
      getBoundingClientRect: { value: () => new DOMRect(10, 0, 300, 40) },
    });
    Object.defineProperty(item, 'getBoundingClientRect', {
      value: () => new DOMRect(10 + 250 - strip.scrollLeft, 0, 100, 40),
    });
    revealInRow(strip, item);
    expect(strip.scrollLeft).toBe(90);
    strip.remove();
  });
});
