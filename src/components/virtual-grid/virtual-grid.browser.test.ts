import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualGrid } from './virtual-grid';

interface Film {
  id: number;
}

const films: Film[] = Array.from({ length: 150 }, (_, id) => ({ id }));
/** A card's height here; a row adds the grid's 16 px gap under its cards. */
const CARD = 150;
const GAP = 16;
const TALL = '230px';

/** `tall`: the films drawn taller than the others (titles in full, as in TV mode). */
function renderGrid(tall: ReadonlySet<number> = new Set()): { list: HTMLElement; root: Root } {
  container = document.body.appendChild(document.createElement('div'));
  container.style.width = '1000px';
  container.style.setProperty('--card', `${CARD}px`);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      createElement(VirtualGrid<Film>, {
        items: films,
        label: 'Films',
        getKey: (film) => String(film.id),
        renderItem: (film) =>
          createElement(
            'div',
            { style: { height: tall.has(film.id) ? TALL : 'var(--card)', width: '100%' } },
            film.id,
          ),
      }),
    ),
  );
  return { list: container.querySelector('[role="list"]')!, root };
}

const rows = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('[data-index]')];
const rowTop = (row: HTMLElement) =>
  Number(/translateY\(([\d.]+)px\)/.exec(row.style.transform)![1]);
const columns = (list: HTMLElement) => rows(list)[0]!.children.length;
const frames = async (count = 2) => {
  for (let i = 0; i < count; i += 1) await new Promise(requestAnimationFrame);
};
/** A reading scroll: one step, then a pause longer than a fling's sample. */
const scrollBy = async (px: number) => {
  window.scrollBy(0, px);
  await new Promise((resolve) => setTimeout(resolve, 150));
  await frames();
};

let container: HTMLElement | null = null;
let mounted: Root | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  container?.remove();
  container = null;
  window.scrollTo(0, 0);
});

describe('VirtualGrid (in Chromium)', () => {
  it('places every row, built or not, by the first row’s height from its first paint', () => {
    const { list, root } = renderGrid();
    mounted = root;
    const rowCount = Math.ceil(films.length / columns(list));
    // Rows below the first screen are not built yet: they are placed by the same height.
    expect(list.style.height).toBe(`${rowCount * (CARD + GAP)}px`);
    for (const row of rows(list))
      expect(rowTop(row)).toBe(Number(row.dataset.index) * (CARD + GAP));
  });

  it('builds rows as the page scrolls without measuring each of them', async () => {
    const { list, root } = renderGrid();
    mounted = root;
    await frames();
    // Every way a row's box could be read: each forces a layout inside the row's build.
    const measured: string[] = [];
    const original = Element.prototype.getBoundingClientRect;
    const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.hasAttribute('data-index')) measured.push('getBoundingClientRect');
      return original.call(this);
    };
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      ...offsetHeight,
      get(this: HTMLElement) {
        if (this.hasAttribute('data-index')) measured.push('offsetHeight');
        return offsetHeight.get!.call(this) as number;
      },
    });
    try {
      const firstBuilt = Math.max(...rows(list).map((row) => Number(row.dataset.index)));
      for (let step = 0; step < 8; step += 1) await scrollBy(CARD + GAP);
      const built = rows(list).map((row) => Number(row.dataset.index));
      expect(Math.max(...built)).toBeGreaterThan(firstBuilt);
      for (const row of rows(list)) {
        expect(rowTop(row)).toBe(Number(row.dataset.index) * (CARD + GAP));
      }
    } finally {
      Element.prototype.getBoundingClientRect = original;
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    }
    expect(measured).toEqual([]);
  });

  it('places rows of different heights one under the other as they are built', async () => {
    const { list, root } = renderGrid(new Set([3, 40, 41, 77, 95]));
    mounted = root;
    await frames();
    for (let step = 0; step < 10; step += 1) {
      await scrollBy(CARD + GAP);
      const built = rows(list).sort((a, b) => rowTop(a) - rowTop(b));
      for (let i = 1; i < built.length; i += 1) {
        const above = built[i - 1]!;
        expect(rowTop(built[i]!)).toBe(rowTop(above) + Math.round(above.offsetHeight));
      }
    }
  });

  it('places the rows again when their height changes', async () => {
    const { list, root } = renderGrid();
    mounted = root;
    await frames();
    container!.style.setProperty('--card', `${CARD + 50}px`);
    await expect
      .poll(() => list.style.height)
      .toBe(`${Math.ceil(films.length / columns(list)) * (CARD + 50 + GAP)}px`);
    for (const row of rows(list)) {
      expect(rowTop(row)).toBe(Number(row.dataset.index) * (CARD + 50 + GAP));
    }
  });
});
