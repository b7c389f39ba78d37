import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';

/** One PNG the manifest lists: where it is written, its size, and what it is for. */
export interface AppIcon {
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

/** iOS ignores the manifest's icons and reads this link instead. */
export const APPLE_TOUCH_ICON = { file: 'icons/apple-touch-icon.png', size: 180 } as const;

/**
 * A maskable icon is cropped to any shape (circle, squircle, teardrop) inside its square, so it
 * has no rounded corners or transparency of its own and keeps the mark within the central
 * 80 % "safe zone". The logo's play triangle (22..48 × 16..48 in a 64 box) is scaled by 0.6
 * around the centre: it then spans 17.6 % to 81.6 % of the width, well inside the safe circle.
 */
export function maskableSvg(logoSvg: string): string {
  const fill = /<rect\b[^>]*\bfill="([^"]+)"/.exec(logoSvg)?.[1] ?? '#e50914';
  const glyph = /<path\b[^>]*\/>/.exec(logoSvg)?.[0];
  if (!glyph) throw new Error('The logo has no <path> to place on the maskable icon.');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" fill="${fill}"/>` +
    `<g transform="translate(32 32) scale(0.6) translate(-33 -32)">${glyph}</g></svg>`
  );
}

/** The SVG drawn as a square PNG of `size` pixels. */
export function renderPng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** The page's icon link as built: the logo itself, in the page, instead of a file to fetch. */
export const FAVICON_LINK = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';

/**
 * index.html with its icon link carrying the logo as a data URL. The logo is 163 bytes: as a
 * file it was one more request at the highest priority while the page's first files download
 * (in Lighthouse's replay it took one of the six connections `main.js` then waited for).
 */
export function inlineFavicon(html: string, logoSvg: string): string {
  if (!html.includes(FAVICON_LINK)) throw new Error(`index.html has no ${FAVICON_LINK}`);
  const svg = logoSvg.trim().replace(/\s*\n\s*/g, ' ');
  // In a double-quoted attribute: quotes become single, and %, # and < > are escaped.
  const data = svg.replace(/"/g, "'").replace(/[%#<>]/g, (c) => encodeURIComponent(c));
  return html.replace(
    FAVICON_LINK,
    FAVICON_LINK.replace('/favicon.svg', `data:image/svg+xml,${data}`),
  );
}

/**
 * Draws the app icons from the logo (public/favicon.svg) at build time, so the PNGs can never
 * drift from the logo and no binary image sits in the repository. resvg renders the SVG in
 * process (its prebuilt binary comes from the npm registry as an optional dependency): nothing
 * is downloaded when the build runs. The page's own icon link gets the logo inline
 * (`inlineFavicon`).
 */
export function appIcons(logoPath = 'public/favicon.svg'): Plugin {
  let root = process.cwd();
  const readLogo = () => readFile(resolve(root, logoPath), 'utf8');
  return {
    name: 'reelbeat-app-icons',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml(html) {
      return inlineFavicon(html, await readLogo());
    },
    async generateBundle() {
      const logo = await readLogo();
      const maskable = maskableSvg(logo);
      for (const icon of [...APP_ICONS, { ...APPLE_TOUCH_ICON, purpose: 'any' as const }]) {
        const svg = icon.purpose === 'maskable' ? maskable : logo;
        // An apple-touch-icon is shown on an opaque tile: the maskable (square, full-bleed) art.
        const source = icon.file === APPLE_TOUCH_ICON.file ? maskable : svg;
        this.emitFile({ type: 'asset', fileName: icon.file, source: renderPng(source, icon.size) });
      }
    },
  };
}
