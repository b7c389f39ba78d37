/** What the built index.html makes the browser fetch before the first paint. */
export interface FirstPaintAssets {
  scripts: string[];
  modulePreloads: string[];
  stylesheets: string[];
}

const TAG = /<(script|link)\b([^>]*)>/gi;
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
 * Reads the entry module, its modulepreloads and the render-blocking stylesheets from Vite's
 * index.html. Scripts without `src` (inline) and non-module scripts are ignored because Vite
 * emits the entry as a module; other `<link>` kinds (icons, fonts) do not block first paint.
 */
export function parseIndexHtml(html: string): FirstPaintAssets {
  const assets: FirstPaintAssets = { scripts: [], modulePreloads: [], stylesheets: [] };
  for (const match of html.matchAll(TAG)) {
    const tag = match[1]!.toLowerCase();
    const attrs = attributes(match[2]!);
    if (tag === 'script') {
      const src = attrs.get('src');
      if (src && attrs.get('type') === 'module') assets.scripts.push(src);
      continue;
    }
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const linkHref = attrs.get('href');
    if (!linkHref) continue;
    if (rel.includes('modulepreload')) assets.modulePreloads.push(linkHref);
    else if (rel.includes('stylesheet')) assets.stylesheets.push(linkHref);
  }
  return assets;
}

/** Turns an absolute URL path from index.html into a path relative to the build folder. */
export const toBuildPath = (urlPath: string) => urlPath.replace(/^\/+/, '').split(/[?#]/)[0]!;
