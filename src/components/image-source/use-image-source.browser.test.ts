import { createElement, startTransition, Suspense, use } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
// Types `cdp()`'s `send` (the Playwright provider's session).
import type {} from '@vitest/browser-playwright';
import { useImageSource, type ImageAttributes } from './use-image-source';

const SOURCE: ImageAttributes = {
  src: '/placeholder.png?w=342',
  srcSet: '/placeholder.png?w=154 154w, /placeholder.png?w=342 342w',
  sizes: '(max-width: 1024px) 150px, 200px',
};

function Poster(source: ImageAttributes) {
  return createElement('img', { ref: useImageSource(source), alt: '' });
}

/** Suspends for good; `reached` runs when React gets to it, after the siblings before it. */
function Never({ pending, reached }: { pending: Promise<never>; reached: () => void }): null {
  reached();
  use(pending);
  return null;
}

const frame = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Every `<img>` the page makes while `run` runs, held weakly. */
async function imagesMadeDuring(run: () => Promise<void>): Promise<WeakRef<Element>[]> {
  const made: WeakRef<Element>[] = [];
  const original = Document.prototype.createElement;
  Document.prototype.createElement = function (this: Document, tag: string) {
    const element: Element = Reflect.apply(original, this, [tag]);
    if (element instanceof HTMLImageElement) made.push(new WeakRef(element));
    return element;
  } as typeof original;
  try {
    await run();
  } finally {
    Document.prototype.createElement = original;
  }
  return made;
}

let container: HTMLElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

describe('useImageSource (in Chromium)', () => {
  it('gives an image its address, candidates and sizes once it is in the document', () => {
    container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    flushSync(() => root.render(createElement(Poster, SOURCE)));
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(SOURCE.src);
    expect(img.getAttribute('srcset')).toBe(SOURCE.srcSet);
    expect(img.getAttribute('sizes')).toBe(SOURCE.sizes);
    flushSync(() => root.render(createElement(Poster, { src: undefined, sizes: '100vw' })));
    expect(img.hasAttribute('src')).toBe(false);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.getAttribute('sizes')).toBe('100vw');
    root.unmount();
  });

  it('lets an image of a render React threw away be collected', async () => {
    const made = await imagesMadeDuring(async () => {
      container = document.body.appendChild(document.createElement('div'));
      const root = createRoot(container);
      flushSync(() => root.render(createElement(Suspense, { fallback: null }, 'shown')));
      // A transition that suspends keeps what is shown: its poster is built, never inserted.
      // React renders a transition in its own tasks, so the test waits until it got past the
      // poster; a fixed wait was too short on a busy machine (nothing had been built yet).
      let reached = () => {};
      const rendered = new Promise<void>((resolve) => (reached = resolve));
      startTransition(() =>
        root.render(
          createElement(
            Suspense,
            { fallback: null },
            createElement(Poster, SOURCE),
            createElement(Never, { pending: new Promise<never>(() => undefined), reached }),
          ),
        ),
      );
      await rendered;
      await frame();
      expect(container.querySelector('img')).toBeNull();
      flushSync(() => root.render(null));
      root.unmount();
      container.remove();
      container = null;
    });
    expect(made.length).toBeGreaterThan(0);
    await frame();
    await cdp().send('HeapProfiler.collectGarbage');
    await frame();
    await cdp().send('HeapProfiler.collectGarbage');
    expect(made.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
  });
});
