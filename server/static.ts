import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { encodeAll, pickEncoding } from './response-encoding.ts';

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

/**
 * The built app is a few megabytes and never changes while the server runs, so files are read
 * once and answered from memory (a hashed asset is requested by every visitor), within a byte
 * budget. Misses are remembered too, so a missing .br/.gz variant costs one stat, not one per
 * request; only the most recent ones, since anyone can ask for any number of missing paths.
 */
const MAX_CACHED_FILE = 4 * 1024 * 1024;
export const STATIC_CACHE_BYTES = 64 * 1024 * 1024;
export const MAX_REMEMBERED_MISSES = 1000;
type FileBytes = Uint8Array<ArrayBuffer>;
const files = new LRUCache<string, FileBytes>({
  maxSize: STATIC_CACHE_BYTES,
  maxEntrySize: MAX_CACHED_FILE,
  sizeCalculation: (body) => Math.max(1, body.length),
});
const misses = new LRUCache<string, true>({ max: MAX_REMEMBERED_MISSES });

async function loadFile(path: string): Promise<FileBytes | null> {
  const cached = files.get(path);
  if (cached) return cached;
  if (misses.has(path)) return null;
  let body: FileBytes | null = null;
  try {
    const info = await stat(path);
    // Copied once into a plain ArrayBuffer so every response can send it as it is.
    if (info.isFile()) body = Uint8Array.from(await readFile(path));
  } catch {
    body = null;
  }
  // A file over the entry limit is not kept: lru-cache skips it.
  if (body) files.set(path, body);
  else misses.set(path, true);
  return body;
}

/** For tests that rewrite files in place. */
export function clearStaticCache() {
  files.clear();
  misses.clear();
}

/** What the cache holds now. */
export const staticCacheStats = () => ({
  files: files.size,
  bytes: files.calculatedSize,
  misses: misses.size,
});

const ENCODINGS = [
  { token: 'br', suffix: '.br' },
  { token: 'gzip', suffix: '.gz' },
] as const;

async function sendFile(c: Context, path: string, cacheControl: string): Promise<Response | null> {
  const accepted = c.req.header('accept-encoding') ?? '';
  for (const { token, suffix } of ENCODINGS) {
    if (!accepted.includes(token)) continue;
    const body = await loadFile(path + suffix);
    if (body) return respond(c, body, path, cacheControl, token);
  }
  const body = await loadFile(path);
  return body ? respond(c, body, path, cacheControl, null) : null;
}

function respond(
  c: Context,
  body: FileBytes,
  logicalPath: string,
  cacheControl: string,
  encoding: string | null,
): Response {
  const headers = new Headers({
    'Content-Type': contentTypeOf(logicalPath),
    'Content-Length': String(body.length),
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  });
  if (encoding) headers.set('Content-Encoding', encoding);
  return new Response(c.req.method === 'HEAD' ? null : body, {
    status: 200,
    headers,
  });
}

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else is
 * revalidated, and any other page path gets index.html (the app routes by hash, so /foo shows
 * the app's own Not Found).
 */
export interface SpaOptions {
  /** Rewrites index.html once, e.g. to embed the runtime configuration. */
  transformIndex?: (html: string) => string;
  /** When this changes, index.html is transformed again (the player list changed). */
  indexVersion?: () => number;
}

export function serveSpa(
  root: string,
  { transformIndex, indexVersion }: SpaOptions = {},
): MiddlewareHandler {
  const indexPath = join(resolve(root), 'index.html');
  let index: Promise<Record<string, FileBytes> | null> | null = null;
  let version = indexVersion?.();
  const loadIndex = () => {
    const current = indexVersion?.();
    if (current !== version) {
      version = current;
      index = null;
    }
    return loadIndexOnce();
  };
  const loadIndexOnce = () =>
    (index ??= loadFile(indexPath).then((bytes) => {
      if (!bytes) return null;
      const html = new TextDecoder().decode(bytes);
      return encodeAll(new TextEncoder().encode(transformIndex ? transformIndex(html) : html));
    }));

  const sendIndex = async (c: Context) => {
    const bodies = await loadIndex();
    if (!bodies) return null;
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const body = bodies[encoding] ?? bodies.identity;
    if (!body) return null;
    return respond(c, body, indexPath, NO_CACHE, body === bodies.identity ? null : encoding);
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath = c.req.path;
    const isAsset = urlPath.startsWith('/assets/');
    const target = safeJoin(root, urlPath === '/' ? '/index.html' : urlPath);
    if (target === indexPath) return (await sendIndex(c)) ?? next();
    if (target) {
      const response = await sendFile(c, target, isAsset ? IMMUTABLE : NO_CACHE);
      if (response) return response;
    }
    if (isAsset || extname(urlPath)) return next();
    return (await sendIndex(c)) ?? next();
  };
}
