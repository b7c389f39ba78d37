import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';
type Bytes = Uint8Array<ArrayBuffer>;

export const COMPRESSIBLE = /^(application\/json|image\/svg\+xml|text\/)/;
const MIN_COMPRESS_BYTES = 512;
/**
 * Below this a body is compressed on the event loop (under a millisecond, cheaper than a trip
 * to the thread pool); above it in zlib's thread pool, so a megabyte of JSON being compressed
 * never holds up the other requests.
 */
export const SYNC_COMPRESS_BYTES = 64 * 1024;

const GZIP = { level: 6 };
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

const copy = (bytes: Uint8Array) => Uint8Array.from(bytes);

/** The bytes of a small body in each encoding a client may ask for (tiny bodies stay plain). */
export function encodeAll(raw: Bytes): Record<Encoding, Bytes> {
  if (raw.length < MIN_COMPRESS_BYTES) return { br: raw, gzip: raw, identity: raw };
  return {
    identity: raw,
    gzip: copy(gzipSync(raw, GZIP)),
    br: copy(brotliCompressSync(raw, BROTLI)),
  };
}

/** One encoding of a body of any size: in the thread pool when it is large. */
export async function encodeOne(raw: Bytes, encoding: Encoding): Promise<Bytes> {
  if (encoding === 'identity' || raw.length < MIN_COMPRESS_BYTES) return raw;
  if (raw.length < SYNC_COMPRESS_BYTES) return encodeAll(raw)[encoding];
  return copy(encoding === 'br' ? await brotliAsync(raw, BROTLI) : await gzipAsync(raw, GZIP));
}

/** Every encoding of a body of any size, large ones compressed in the thread pool. */
export async function encodeAllAsync(raw: Bytes): Promise<Record<Encoding, Bytes>> {
  if (raw.length < SYNC_COMPRESS_BYTES) return encodeAll(raw);
  const [br, gz] = await Promise.all([encodeOne(raw, 'br'), encodeOne(raw, 'gzip')]);
  return { identity: raw, gzip: gz, br };
}

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
