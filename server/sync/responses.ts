import { readCapped } from '../upstream/read-body.ts';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every sync answer is personal: never stored by a browser, a proxy or the response cache. */
export const NO_STORE = 'no-store';

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  c.header('Cache-Control', NO_STORE);
  return c.json({ success: false, error, message, ...extra }, status);
}

export const unauthorized = (c: Context) => {
  c.header('WWW-Authenticate', 'Bearer realm="reelbeat-sync"');
  return fail(c, 401, 'unauthorized', 'No sync space matches this key.');
};

export const tooManyRequests = (c: Context, waitMs: number) => {
  c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return fail(c, 429, 'rate_limited', 'Too many sync requests; try again in a moment.');
};

export const unavailable = (c: Context) => {
  c.header('Retry-After', '5');
  return fail(c, 503, 'unavailable', 'The sync store is unavailable; try again in a moment.');
};

/** "25 MB", "26.3 MB", "4 kB": sizes in messages a person reads (1 MB = 1024 × 1024 bytes). */
export function sizeText(bytes: number): string {
  const trim = (value: number) => String(Number(value.toFixed(1)));
  if (bytes >= 1024 * 1024) return `${trim(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${trim(bytes / 1024)} kB`;
  return `${bytes} bytes`;
}

/** A request body up to `maxBytes`, or null past it (a declared Content-Length is checked first). */
export async function readBody(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  // A declared length bounds the body (Node's parser reads that many bytes and no more), so
  // it is read whole, without the cost of a web stream; a chunked body is read with a cap.
  if (Number.isFinite(declared)) return request.text();
  return request.body ? readCapped(request.body, maxBytes) : '';
}
