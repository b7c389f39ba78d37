/** What the built index.html makes the browser fetch before the first paint. */
export interface FirstPaintAssets {
  scripts: string[];
  modulePreloads: string[];
  stylesheets: string[];
  /** The text of each script written into the page itself, which runs before the first paint. */
  inlineScripts: string[];
  /** The text of each stylesheet written into the page itself (the entry's CSS). */
  inlineStyles: string[];
}

const TAG =
  /<script\b([^>]*)>([\s\S]*?)<\/script>|<link\b([^>]*)>|<style\b[^>]*>([\s\S]*?)<\/style>/gi;
/** Script types a browser runs; anything else (JSON data blocks) is data. */
const RUNNABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const ATTR = /([a-zA-Z-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const match of source.matchAll(ATTR)) {
    const name = match[1]!.toLowerCase();
    attrs.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/**
 * Reads the entry module, its modulepreloads, the render-blocking stylesheets and the inline
 * scripts and styles from Vite's index.html. Classic scripts with `src` are ignored because Vite emits the
 * entry as a module, and so are data blocks (`type="application/json"`); other `<link>` kinds
 * (icons, fonts) do not block first paint.
 */
export function parseIndexHtml(html: string): FirstPaintAssets {
  const assets: FirstPaintAssets = {
    scripts: [],
    modulePreloads: [],
    stylesheets: [],
    inlineScripts: [],
    inlineStyles: [],
  };
  for (const match of html.matchAll(TAG)) {
    const [, scriptAttrs, scriptText, linkAttrs, styleText] = match;
    if (styleText !== undefined) {
      if (styleText.trim()) assets.inlineStyles.push(styleText);
      continue;
    }
    if (scriptAttrs !== undefined) {
      const attrs = attributes(scriptAttrs);
      const src = attrs.get('src');
      const type = (attrs.get('type') ?? '').toLowerCase();
      if (src && type === 'module') assets.scripts.push(src);
      else if (!src && RUNNABLE.has(type) && scriptText?.trim()) {
        assets.inlineScripts.push(scriptText);
      }
      continue;
    }
    const attrs = attributes(linkAttrs!);
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const linkHref = attrs.get('href');
    if (!linkHref) continue;
    if (rel.includes('modulepreload')) assets.modulePreloads.push(linkHref);
    // A disabled stylesheet is not fetched (the entry's, whose styles are in the page).
    else if (rel.includes('stylesheet') && !attrs.has('disabled'))
      assets.stylesheets.push(linkHref);
  }
  return assets;
}

/** Turns an absolute URL path from index.html into a path relative to the build folder. */
export const toBuildPath = (urlPath: string) => urlPath.replace(/^\/+/, '').split(/[?#]/)[0]!;
