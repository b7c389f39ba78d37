import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/**
 * Serves repeated API reads from memory, compressed once.
 *
 * A GET answered 200 with `Cache-Control: public, max-age=N` and a text-like body (JSON, SVG)
 * is kept for N seconds (at most `maxAgeCap`) as ready-to-send bytes in each encoding a client
 * may ask for. The catalogue and music responses are small, repeated by every visitor and
 * deterministic, so this turns most requests into a map lookup and cuts their bytes ~5–10×.
 * Anything else (Range requests, audio, errors, no-store) passes through untouched.
 */
export interface ResponseCacheOptions {
  maxEntries?: number;
  maxAgeCap?: number;
  now?: () => number;
}

export type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  bodies: Record<Encoding, Uint8Array<ArrayBuffer>>;
}

const COMPRESSIBLE = /^(application\/json|image\/svg\+xml|text\/)/;
const MIN_COMPRESS_BYTES = 512;

export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function maxAgeOf(cacheControl: string | null): number | null {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl) || /no-store|private/.test(cacheControl)) {
    return null;
  }
  const match = /max-age=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : null;
}

const copy = (bytes: Uint8Array) => Uint8Array.from(bytes);

/** The bytes of a body in each encoding a client may ask for (small bodies stay plain). */
export function encodeAll(raw: Uint8Array<ArrayBuffer>): Record<Encoding, Uint8Array<ArrayBuffer>> {
  if (raw.length < MIN_COMPRESS_BYTES) return { br: raw, gzip: raw, identity: raw };
  return {
    identity: raw,
    gzip: copy(gzipSync(raw, { level: 6 })),
    br: copy(brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
  };
}

export function responseCache(options: ResponseCacheOptions = {}): MiddlewareHandler {
  const { maxEntries = 2000, maxAgeCap = 3600, now = Date.now } = options;
  const entries = new Map<string, Entry>();

  const send = (entry: Entry, encoding: Encoding, head: boolean) => {
    const body = entry.bodies[encoding];
    const headers = new Headers(entry.headers);
    headers.set('Content-Length', String(body.length));
    headers.set('Vary', 'Accept-Encoding');
    if (body !== entry.bodies.identity) headers.set('Content-Encoding', encoding);
    return new Response(head ? null : body, { status: entry.status, headers });
  };

  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || c.req.header('range')) return next();
    const key = c.req.url;
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      // Refresh its place so the map's order approximates least-recently used.
      entries.delete(key);
      entries.set(key, hit);
      return send(hit, encoding, method === 'HEAD');
    }
    if (hit) entries.delete(key);

    await next();
    const response = c.res;
    const maxAge = maxAgeOf(response.headers.get('cache-control'));
    const type = response.headers.get('content-type') ?? '';
    if (
      response.status !== 200 ||
      maxAge === null ||
      !COMPRESSIBLE.test(type) ||
      response.headers.has('content-encoding')
    ) {
      return;
    }
    const raw = new Uint8Array(await response.arrayBuffer());
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') headers.push([name, value]);
    });
    const entry: Entry = {
      expires: now() + Math.min(maxAge, maxAgeCap) * 1000,
      status: 200,
      headers,
      bodies: encodeAll(raw),
    };
    entries.set(key, entry);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    c.res = send(entry, encoding, method === 'HEAD');
  };
}
