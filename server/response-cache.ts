import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
  /**
   * Headers the app's outer middleware adds to every response (the security headers). The
   * fast path adds them itself, so both paths answer with the same headers.
   */
  outerHeaders?: readonly (readonly [string, string])[];
}

export type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  expires: number;
  etag: string;
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

/** How long a CDN may keep serving a copy while it refetches, or while the origin fails. */
const STALE_WHILE_REVALIDATE_S = 60;
const STALE_IF_ERROR_S = 86_400;

/**
 * The Cache-Control a CDN needs: `s-maxage` for shared caches, and permission to serve a copy
 * while revalidating or while the origin fails. Immutable answers (hashed audio, covers) and
 * answers that already say so keep what they have.
 */
export function cdnCacheControl(cacheControl: string, maxAge: number): string {
  if (/\bimmutable\b|s-maxage/.test(cacheControl)) return cacheControl;
  return `public, max-age=${maxAge}, s-maxage=${maxAge}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`;
}

/** A weak validator over the plain body: the same for every encoding of the same JSON. */
export const etagOf = (raw: Uint8Array) =>
  `W/"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`;

/** True when the client's If-None-Match names this ETag (weak comparison, as RFC 9110 asks). */
export function matchesEtag(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}

/** The bytes of a body in each encoding a client may ask for (small bodies stay plain). */
export function encodeAll(raw: Uint8Array<ArrayBuffer>): Record<Encoding, Uint8Array<ArrayBuffer>> {
  if (raw.length < MIN_COMPRESS_BYTES) return { br: raw, gzip: raw, identity: raw };
  return {
    identity: raw,
    gzip: copy(gzipSync(raw, { level: 6 })),
    br: copy(brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
  };
}

/** A cached answer as Node writes it: status, every header and the body, per encoding. */
interface NodeAnswer {
  headers: (string | number)[];
  body: Uint8Array;
  /** The same headers without Content-Length, for a 304. */
  notModified: (string | number)[];
}

export interface ResponseCache {
  /** The Hono middleware that fills the cache and answers from it. */
  middleware: MiddlewareHandler;
  /**
   * Answers a request straight from the cache, on Node's own request and response objects,
   * without the Hono pipeline (Request/Response objects, routing, middleware). Returns false
   * when the cache has no fresh answer; the request then goes through the app as usual.
   */
  serveNode(req: IncomingMessage, res: ServerResponse): boolean;
}

/** The cache key: path and query as the client sent them (the host plays no part). */
const keyOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const { maxEntries = 2000, maxAgeCap = 3600, now = Date.now, outerHeaders = [] } = options;
  const entries = new Map<string, Entry & { node: Record<Encoding, NodeAnswer> }>();

  const headersFor = (entry: Entry, encoding: Encoding): [string, string][] => {
    const body = entry.bodies[encoding];
    const headers: [string, string][] = [
      ...entry.headers,
      ['Content-Length', String(body.length)],
      ['Vary', 'Accept-Encoding'],
      ['ETag', entry.etag],
    ];
    if (body !== entry.bodies.identity) headers.push(['Content-Encoding', encoding]);
    return headers;
  };

  // Node answers are built once per entry: the outer headers, then the entry's own.
  const nodeAnswers = (entry: Entry): Record<Encoding, NodeAnswer> => {
    const build = (encoding: Encoding): NodeAnswer => {
      const byName = new Map<string, string>();
      for (const [name, value] of [...headersFor(entry, encoding), ...outerHeaders]) {
        byName.set(name.toLowerCase(), value);
      }
      const headers = [...byName].flat();
      byName.delete('content-length');
      byName.delete('content-encoding');
      return { headers, body: entry.bodies[encoding], notModified: [...byName].flat() };
    };
    return { br: build('br'), gzip: build('gzip'), identity: build('identity') };
  };

  const fresh = (key: string) => {
    const hit = entries.get(key);
    if (!hit) return null;
    entries.delete(key);
    if (hit.expires <= now()) return null;
    // Re-inserted so the map's order approximates least-recently used.
    entries.set(key, hit);
    return hit;
  };

  const send = (entry: Entry, encoding: Encoding, head: boolean, ifNoneMatch?: string) => {
    if (matchesEtag(ifNoneMatch, entry.etag)) {
      const headers = headersFor(entry, encoding).filter(
        ([name]) => name !== 'Content-Length' && name !== 'Content-Encoding',
      );
      return new Response(null, { status: 304, headers });
    }
    return new Response(head ? null : entry.bodies[encoding], {
      status: entry.status,
      headers: headersFor(entry, encoding),
    });
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || c.req.header('range')) return next();
    const key = keyOf(c.req.url);
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const hit = fresh(key);
    const ifNoneMatch = c.req.header('if-none-match');
    if (hit) return send(hit, encoding, method === 'HEAD', ifNoneMatch);

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
      // Length, Vary and encoding are set per encoding when the entry is sent.
      if (name === 'cache-control') headers.push([name, cdnCacheControl(value, maxAge)]);
      else if (name !== 'content-length' && name !== 'vary') headers.push([name, value]);
    });
    const entry: Entry = {
      expires: now() + Math.min(maxAge, maxAgeCap) * 1000,
      etag: etagOf(raw),
      status: 200,
      headers,
      bodies: encodeAll(raw),
    };
    entries.set(key, { ...entry, node: nodeAnswers(entry) });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    // Cleared first: Hono copies the old response's headers onto a new one, which would put
    // the route's own Cache-Control back over the CDN one.
    c.res = undefined as unknown as Response;
    c.res = send(entry, encoding, method === 'HEAD', ifNoneMatch);
  };

  const serveNode = (req: IncomingMessage, res: ServerResponse): boolean => {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || req.headers.range || !req.url) return false;
    const hit = fresh(req.url);
    if (!hit) return false;
    const answer = hit.node[pickEncoding(req.headers['accept-encoding'])];
    if (matchesEtag(req.headers['if-none-match'], hit.etag)) {
      res.writeHead(304, answer.notModified);
      res.end();
      return true;
    }
    res.writeHead(hit.status, answer.headers);
    res.end(method === 'HEAD' ? undefined : answer.body);
    return true;
  };

  return { middleware, serveNode };
}
