import type { Plugin } from 'vite';

/** The tags Vite writes into index.html for the entry: its module script and its preloads. */
const ENTRY_TAG =
  /<(script type="module"|link rel="modulepreload")(\s[^>]*\b(?:src|href)="[^"]+"[^>]*)>/g;

/**
 * Asks for the entry's files (its module script and the modules it preloads: `main.js` and the
 * bundler's runtime) at low priority. The first paint is the boot frame, drawn from index.html
 * alone; none of these files is needed for it, and low is what says so.
 *
 * At the browser's default (high), a replay of the load such as Lighthouse's counts every
 * high-priority script that finished before the first paint as blocking it. On a fast line
 * `main.js` (~85 kB gzip) finished first in about half the loads, and the replayed first paint
 * was 1.6 s instead of 0.7 s: Home in German scored 95–96 in those loads and 97 in the others.
 * The browser itself sends them as before: in Lighthouse's DevTools throttling (a 1.6 Mbit/s
 * line, 4 loads each, alternating) `main.js` arrived at 2.00–2.03 s both ways, the first paint
 * and the largest paint were the same, and the pages' own low-priority preloads, written after
 * these in the document, are still sent after them.
 *
 * A tag that already names a priority is left as it is.
 */
export function lowerEntryPriority(html: string): string {
  return html.replace(ENTRY_TAG, (tag, kind: string, attributes: string) =>
    /\sfetchpriority=/.test(attributes) ? tag : `<${kind}${attributes} fetchpriority="low">`,
  );
}

/** `vite build` only: the dev server's entry is a source module. */
export function entryPriority(): Plugin {
  return {
    name: 'reelbeat-entry-priority',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => lowerEntryPriority(html) },
  };
}
