import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export const contentTypeOf = (path: string) =>
  TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** Resolves a URL path inside root, or null when it would escape it. */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const absRoot = resolve(root);
  const target = resolve(join(absRoot, normalize(decoded)));
  return target === absRoot || target.startsWith(absRoot + sep) ? target : null;
}

async function fileSize(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

const ENCODINGS = [
  { token: 'br', suffix: '.br' },
  { token: 'gzip', suffix: '.gz' },
] as const;

async function sendFile(c: Context, path: string, cacheControl: string): Promise<Response | null> {
  const accepted = c.req.header('accept-encoding') ?? '';
  for (const { token, suffix } of ENCODINGS) {
    if (!accepted.includes(token)) continue;
    const size = await fileSize(path + suffix);
    if (size === null) continue;
    return respond(c, path + suffix, size, path, cacheControl, token);
  }
  const size = await fileSize(path);
  return size === null ? null : respond(c, path, size, path, cacheControl, null);
}

function respond(
  c: Context,
  file: string,
  size: number,
  logicalPath: string,
  cacheControl: string,
  encoding: string | null,
): Response {
  const headers = new Headers({
    'Content-Type': contentTypeOf(logicalPath),
    'Content-Length': String(size),
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  });
  if (encoding) headers.set('Content-Encoding', encoding);
  const body =
    c.req.method === 'HEAD'
      ? null
      : (Readable.toWeb(createReadStream(file)) as unknown as ReadableStream);
  return new Response(body, { status: 200, headers });
}

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else is
 * revalidated, and any other page path gets index.html (the app routes by hash, so /foo shows
 * the app's own Not Found).
 */
export function serveSpa(root: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath = c.req.path;
    const isAsset = urlPath.startsWith('/assets/');
    const target = safeJoin(root, urlPath === '/' ? '/index.html' : urlPath);
    if (target) {
      const response = await sendFile(c, target, isAsset ? IMMUTABLE : NO_CACHE);
      if (response) return response;
    }
    if (isAsset || extname(urlPath)) return next();
    const index = await sendFile(c, join(resolve(root), 'index.html'), NO_CACHE);
    return index ?? next();
  };
}
