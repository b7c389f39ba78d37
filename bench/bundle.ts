import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseIndexHtml, toBuildPath } from './index-html.ts';
import type { BundleResult, ChunkSize } from './results-types.ts';

async function sizeOf(distDir: string, file: string): Promise<ChunkSize> {
  const body = await readFile(join(distDir, file));
  // Level 9 matches the .gz files the build writes, which is what the server sends.
  return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

const LOCALE_CHUNK = /(?:^|\/)messages-(shell-)?([a-z]{2})-[^/]*\.js$/;
const SOURCE_LOCALE = 'en';
const localeOf = (file: string) => LOCALE_CHUNK.exec(file)?.[2] ?? '';
const isShell = (file: string) => Boolean(LOCALE_CHUNK.exec(file)?.[1]);

const sum = (sizes: ChunkSize[], key: 'raw' | 'gzip') => sizes.reduce((t, s) => t + s[key], 0);

/** Sizes of what `/` loads before first paint, of all JS, and of each lazily loaded chunk. */
export async function measureBundle(distDir: string): Promise<BundleResult> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const assets = parseIndexHtml(html);
  const jsFiles = [...new Set([...assets.scripts, ...assets.modulePreloads].map(toBuildPath))];
  const cssFiles = [...new Set(assets.stylesheets.map(toBuildPath))];
  const firstJs = await Promise.all(jsFiles.map((f) => sizeOf(distDir, f)));
  const firstCss = await Promise.all(cssFiles.map((f) => sizeOf(distDir, f)));

  const allJsNames = (await readdir(join(distDir, 'assets'))).filter((n) => n.endsWith('.js'));
  const allJs = await Promise.all(allJsNames.map((n) => sizeOf(distDir, `assets/${n}`)));
  // Two chunks per interface language (vite.config.ts): the shell's words, which the first
  // render waits for (so English's count as first paint, as for an English reader), and the
  // pages' words, which load beside the first page's code.
  const localeChunks = allJs.filter((c) => LOCALE_CHUNK.test(c.file));
  firstJs.push(
    ...localeChunks.filter((c) => localeOf(c.file) === SOURCE_LOCALE && isShell(c.file)),
  );
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
      files: [...firstJs.map((c) => c.file), ...cssFiles],
    },
    localeChunks: localeChunks.map((c) => ({
      ...c,
      locale: isShell(c.file) ? `${localeOf(c.file)} shell` : localeOf(c.file),
    })),
    totalJs: { raw: sum(allJs, 'raw'), gzip: sum(allJs, 'gzip') },
    largestRouteChunk: routeChunks[0] ?? null,
    routeChunks,
  };
}
