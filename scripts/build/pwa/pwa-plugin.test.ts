import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  APP_ICONS,
  APPLE_TOUCH_ICON,
  FAVICON_LINK,
  inlineFavicon,
  maskableSvg,
  renderPng,
} from './icons-plugin.ts';
import { MANIFEST, PRECACHE_GLOBS, THEME_COLOR, withoutManifestLink } from './pwa-plugin.ts';
import { THEME_COLORS } from '../../../shared/config/theme-colors.ts';
import { paths } from '../../../shared/config/paths.ts';

const logo = readFileSync(new URL('../../../public/favicon.svg', import.meta.url), 'utf8');

/** Width, height and colour type from a PNG's IHDR chunk. */
function pngHeader(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('theme colour', () => {
  it('is the dark theme’s in index.html and the manifest, which the light theme replaces', () => {
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLORS.dark}" />`);
    expect(THEME_COLOR).toBe(THEME_COLORS.dark);
    expect(MANIFEST.theme_color).toBe(THEME_COLORS.dark);
  });
});

describe('app icons', () => {
  it('draws every icon from the logo at its size', () => {
    for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON]) {
      expect(pngHeader(renderPng(logo, icon.size))).toEqual({
        width: icon.size,
        height: icon.size,
      });
    }
  });

  it('makes the maskable icon full-bleed, with the mark inside the safe zone', () => {
    const svg = maskableSvg(logo);
    expect(svg).toContain('<rect width="64" height="64" fill="#e50914"/>');
    expect(svg).not.toContain('rx=');
    expect(svg).toContain('scale(0.6)');
    expect(() => maskableSvg('<svg><rect fill="#000"/></svg>')).toThrow(/no <path>/);
  });
});

describe('the manifest', () => {
  it('is not linked from index.html, whose page links it later (src/lib/pwa/manifest-link.ts)', () => {
    const html =
      '<head>\n<meta charset="UTF-8" />\n<link rel="manifest" href="/manifest.webmanifest">\n</head>';
    expect(withoutManifestLink(html)).toBe('<head>\n<meta charset="UTF-8" />\n</head>');
    // A build whose plugin order changed, so that nothing was written yet, fails rather than
    // keeping the link.
    expect(() => withoutManifestLink('<head></head>')).toThrow(/no manifest link/);
  });

  it('opens the app standalone, with icons for both purposes', () => {
    expect(MANIFEST).toMatchObject({ name: 'Reelbeat', display: 'standalone', start_url: '/' });
    const icons = MANIFEST.icons ?? [];
    expect(icons.map((icon) => `${icon.purpose} ${icon.sizes}`)).toEqual([
      'any 192x192',
      'any 512x512',
      'maskable 192x192',
      'maskable 512x512',
    ]);
  });

  it('has shortcuts to Search, Music and My Library on their real hash routes', () => {
    expect(MANIFEST.shortcuts?.map((s) => s.url)).toEqual([
      `/#${paths.search}`,
      `/#${paths.music}`,
      `/#${paths.library}`,
    ]);
  });

  it('precaches the shell and pages, never the compressed copies', () => {
    expect(PRECACHE_GLOBS).toContain('**/*.{js,css,html}');
    expect(PRECACHE_GLOBS.some((glob) => /\.(br|gz)/.test(glob))).toBe(false);
  });
});

describe('the page icon', () => {
  it('is index.html’s link with the logo inline, which decodes back to the logo', () => {
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    const built = inlineFavicon(html, logo);
    expect(built).not.toContain(FAVICON_LINK);
    const href = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)" \/>/.exec(built)?.[1];
    expect(href).toMatch(/^data:image\/svg\+xml,[^"<>#]+$/);
    expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toBe(
      logo.trim().replace(/"/g, "'"),
    );
  });

  it('fails the build when index.html no longer has the link it replaces', () => {
    expect(() => inlineFavicon('<head></head>', logo)).toThrow(/no <link rel="icon"/);
  });
});
