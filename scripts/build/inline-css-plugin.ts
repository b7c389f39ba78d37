import type { Plugin } from 'vite';

/** The stylesheet links Vite writes into index.html for the entry's CSS. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/**
 * Writes the entry's stylesheet into index.html instead of linking it. The boot frame then
 * paints from the HTML alone: a linked stylesheet is render-blocking, so the frame waited a round
 * trip for it, and on a fast line `main.js` usually arrived first, so Lighthouse's replay
 * counted its download towards the first paint. The entry's CSS is small (the shell's and the
 * boot frame's); the pages' own styles still load with their code. The file stays in the build (the service worker lists it), and its
 * `url()`s are absolute, so they read the same from the page. Returns the HTML unchanged for a
 * link whose file is not in the bundle.
 *
 * The link stays beside the styles, `disabled`: browsers do not fetch a disabled stylesheet, and
 * Vite's loader for lazy chunks, which asks for each CSS file a chunk depends on unless a
 * stylesheet link for it is already in the page, then does not ask for the entry's again
 * (without it, the music pages, whose player chunk depends on the entry's CSS, downloaded it
 * a second time at the highest priority beside their first cover).
 */
export function inlineStylesheets(html: string, cssOf: (file: string) => string | undefined) {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = cssOf(file);
    // `</style` inside the CSS (a string or a comment) would end the element early.
    if (css === undefined) return link;
    const styles = `<style>${css.trim().replace(/<\/style/gi, '<\\/style')}</style>`;
    return `${styles}<link rel="stylesheet" href="/${file}" disabled>`;
  });
}

/** `vite build` only: the dev server serves the styles as modules. */
export function inlineEntryCss(): Plugin {
  return {
    name: 'reelbeat-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return inlineStylesheets(html, (file) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? String(asset.source) : undefined;
        });
      },
    },
  };
}
