import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { basename, extname, sep } from 'node:path';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type ContentDisposition from 'content-disposition';
import { Hono } from 'hono';
import type { ServerEnv } from '../env.ts';
import { contentTypeOf, safeJoin } from '../static.ts';

/**
 * `content-disposition` 1.x (Node 18 and later; 3.x asks for Node 22) is CommonJS, which Vite's
 * module runner would evaluate as ESM when the test runner or `npm run dev` loads the server's
 * app, so Node loads it.
 */
const contentDisposition = createRequire(import.meta.url)(
  'content-disposition',
) as typeof ContentDisposition;

/** App packages are not in static.ts's table: they need their own types to install properly. */
const PACKAGE_TYPES: Record<string, string> = {
  '.apk': 'application/vnd.android.package-archive',
  '.exe': 'application/vnd.microsoft.portable-executable',
  '.msi': 'application/x-msi',
  '.zip': 'application/zip',
  '.dmg': 'application/x-apple-diskimage',
  '.appimage': 'application/octet-stream',
};

export const downloadContentType = (path: string) =>
  PACKAGE_TYPES[extname(path).toLowerCase()] ?? contentTypeOf(path);

/**
 * The file a path names, by its real path, or null when that is outside the folder: a symbolic
 * link inside DOWNLOADS_DIR may point anywhere on the disk.
 */
async function realFileInside(root: string, target: string): Promise<string | null> {
  try {
    const [realRoot, real] = await Promise.all([realpath(root), realpath(target)]);
    return real.startsWith(realRoot + sep) ? real : null;
  } catch {
    return null;
  }
}

/**
 * Serves the files of DOWNLOADS_DIR (HEAD and GET). Only regular files directly answer; folders
 * are never listed and paths that leave the folder (by `..` or by a link) are refused, so the
 * page's HEAD check tells the truth about whether a download exists.
 */
export function downloadRoutes(env: ServerEnv) {
  const app = new Hono();
  app.on(['GET', 'HEAD'], '/*', async (c) => {
    // The undecoded pathname: safeJoin decodes it once, so "%2e%2e%2f" cannot slip past.
    const rawPath = new URL(c.req.url).pathname.replace(/^\/downloads/, '');
    const target = safeJoin(env.downloadsDir, rawPath);
    if (!target || rawPath === '/' || rawPath === '') return c.text('Not found', 404);
    const real = await realFileInside(env.downloadsDir, target);
    if (!real) return c.text('Not found', 404);
    let size: number;
    try {
      const info = await stat(real);
      if (!info.isFile()) return c.text('Not found', 404);
      size = info.size;
    } catch {
      return c.text('Not found', 404);
    }
    const headers = new Headers({
      'Content-Type': downloadContentType(target),
      'Content-Length': String(size),
      // RFC 6266: `filename*` carries any name (a header holds Latin-1 only), with a fallback.
      'Content-Disposition': contentDisposition(basename(target)),
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    const body =
      c.req.method === 'HEAD'
        ? null
        : (Readable.toWeb(createReadStream(real)) as unknown as ReadableStream);
    return new Response(body, { status: 200, headers });
  });
  return app;
}
