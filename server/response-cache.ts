import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import {
  COMPRESSIBLE,
  cdnCacheControl,
  encodeAllAsync,
  encodeOne,
  etagOf,
  matchesEtag,
  pickEncoding,
  type Encoding,
} from './response-encoding.ts';

export {
  cdnCacheControl,
  encodeAll,
  etagOf,
  matchesEtag,
  pickEncoding,
  type Encoding,
} from './response-encoding.ts';

/**
 * Serves repeated API reads from memory, compressed once.
 *
 * A GET answered 200 with `Cache-Control: public, max-age=N` and a text-like body (JSON, SVG)
 * is kept for N seconds (at most `maxAgeCap`) as ready-to-send bytes in each encoding a client
 * may ask for. The catalogue and music responses are small, repeated by every visitor and
 * deterministic, so this turns most requests into a map lookup and cuts their bytes ~5–10×.
 * Anything else (Range requests, audio, errors, no-store) passes through untouched.
 *
 * The cache is bounded in bytes (every encoding counted), not only in entries: anyone can ask
 * for any number of distinct query strings. A body over `maxEntryBytes` is never kept; it is
 * compressed for the one client that asked, in zlib's thread pool like every large body.
 */
export interface ResponseCacheOptions {
  maxEntries?: number;
  /** All entries together, every encoding counted (default 32 MB). */
  maxBytes?: number;
  /** The largest plain body kept (default 1 MB). */
  maxEntryBytes?: number;
  maxAgeCap?: number;
  now?: () => number;
  /**
   * Headers the app's outer middleware adds to every response (the security headers). The
   * fast path adds them itself, so both paths answer with the same headers.
   */
  outerHeaders?: readonly (readonly [string, string])[];
}

interface Entry {
  expires: number;
  etag: string;
  status: number;
  headers: [string, string][];
  bodies: Record<Encoding, Uint8Array<ArrayBuffer>>;
}

/** What an entry's headers and Node answers cost beside its bodies, roughly. */
const ENTRY_OVERHEAD_BYTES = 1024;
export const DEFAULT_CACHE_ENTRIES = 2000;
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;
export const DEFAULT_MAX_ENTRY_BYTES = 1024 * 1024;

function maxAgeOf(cacheControl: string | null): number | null {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl) || /no-store|private/.test(cacheControl)) {
    return null;
  }
  const match = /max-age=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : null;
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
  const {
    maxEntries = DEFAULT_CACHE_ENTRIES,
    maxAgeCap = 3600,
    now = Date.now,
    outerHeaders = [],
  } = options;
  const maxEntryBytes = options.maxEntryBytes ?? DEFAULT_MAX_ENTRY_BYTES;
  const entries = new LRUCache<string, Entry & { node: Record<Encoding, NodeAnswer> }>({
    max: maxEntries,
    maxSize: options.maxBytes ?? DEFAULT_CACHE_BYTES,
    sizeCalculation: ({ bodies }) =>
      ENTRY_OVERHEAD_BYTES +
      [...new Set(Object.values(bodies))].reduce((sum, body) => sum + body.length, 0),
  });

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
    if (hit.expires > now()) return hit;
    entries.delete(key);
    return null;
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
    const expires = now() + Math.min(maxAge, maxAgeCap) * 1000;
    const etag = etagOf(raw);
    let entry: Entry;
    if (raw.length > maxEntryBytes) {
      // Not kept: only the encoding this client asked for is made.
      const encoded = await encodeOne(raw, encoding);
      const bodies = { identity: raw, gzip: raw, br: raw, [encoding]: encoded };
      entry = { expires, etag, status: 200, headers, bodies };
    } else {
      entry = { expires, etag, status: 200, headers, bodies: await encodeAllAsync(raw) };
      entries.set(key, { ...entry, node: nodeAnswers(entry) });
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
