import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseIndexHtml, toBuildPath } from './index-html.ts';
import { MESSAGE_GROUP_NAMES } from '../shared/i18n/message-groups.ts';
import type { BundleResult, ChunkSize } from './results-types.ts';

// Level 9 matches the .gz files the build writes, which is what the server sends.
const sizeOfBody = (file: string, body: Buffer): ChunkSize => ({
  file,
  raw: body.length,
  gzip: gzipSync(body, { level: 9 }).length,
});

async function sizeOf(distDir: string, file: string): Promise<ChunkSize> {
  return sizeOfBody(file, await readFile(join(distDir, file)));
}

/**
 * A language file (vite.config.ts): `messages-{group}-{locale}-{hash}.js`, the group being the
 * shell's words or one area of the pages' (shared/i18n/message-groups.ts).
 */
export const LOCALE_CHUNK = new RegExp(
  `(?:^|/)messages-(shell|${MESSAGE_GROUP_NAMES.join('|')})-([a-z]{2})-[^/]*\\.js$`,
);
/** `de video`: the language and the group of a language file. */
const labelOf = (file: string) => {
  const [, group, locale] = LOCALE_CHUNK.exec(file) ?? [];
  return `${locale} ${group}`;
};

const sum = (sizes: ChunkSize[], key: 'raw' | 'gzip') => sizes.reduce((t, s) => t + s[key], 0);

/** Sizes of what `/` loads before first paint, of all JS, and of each lazily loaded chunk. */
export async function measureBundle(distDir: string): Promise<BundleResult> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const assets = parseIndexHtml(html);
  const jsFiles = [...new Set([...assets.scripts, ...assets.modulePreloads].map(toBuildPath))];
  const cssFiles = [...new Set(assets.stylesheets.map(toBuildPath))];
  // A script inside index.html counts on its own (compressed alone, so a little more than it
  // adds to the page's compressed HTML), named after its place: `index.html#script-1`.
  const inlineJs = assets.inlineScripts.map((text, i) =>
    sizeOfBody(`index.html#script-${i + 1}`, Buffer.from(text)),
  );
  const firstJs = [...(await Promise.all(jsFiles.map((f) => sizeOf(distDir, f)))), ...inlineJs];
  const firstCss = [
    ...(await Promise.all(cssFiles.map((f) => sizeOf(distDir, f)))),
    // The entry's CSS, written into index.html (scripts/build/inline-css-plugin.ts).
    ...assets.inlineStyles.map((text, i) =>
      sizeOfBody(`index.html#style-${i + 1}`, Buffer.from(text)),
    ),
  ];

  const allJsNames = (await readdir(join(distDir, 'assets'))).filter((n) => n.endsWith('.js'));
  const allJs = await Promise.all(allJsNames.map((n) => sizeOf(distDir, `assets/${n}`)));
  // A few files per interface language: the shell's words, which the first render waits for
  // (English's are inside the first-paint file, so they count there), and one per area of the
  // pages' words, which load beside the code of a page of that area.
  const localeChunks = allJs.filter((c) => LOCALE_CHUNK.test(c.file));
  const firstPaintSet = new Set(firstJs.map((c) => c.file));
  const routeChunks = allJs
    .filter((c) => !firstPaintSet.has(c.file) && !LOCALE_CHUNK.test(c.file))
    .sort((a, b) => b.gzip - a.gzip);

  return {
    firstPaint: {
      jsRaw: sum(firstJs, 'raw'),
      jsGzip: sum(firstJs, 'gzip'),
      cssRaw: sum(firstCss, 'raw'),
      cssGzip: sum(firstCss, 'gzip'),
      files: [...firstJs.map((c) => c.file), ...firstCss.map((c) => c.file)],
    },
    localeChunks: localeChunks.map((c) => ({ ...c, locale: labelOf(c.file) })),
    totalJs: { raw: sum(allJs, 'raw'), gzip: sum(allJs, 'gzip') },
    largestRouteChunk: routeChunks[0] ?? null,
    routeChunks,
  };
}
