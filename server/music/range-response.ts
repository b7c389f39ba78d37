import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';

export type ByteRange = { start: number; end: number };

/**
 * Parses a single-range `Range: bytes=...` header. Returns null when there is no usable header
 * (serve the whole body) and 'unsatisfiable' for a range outside the body (answer 416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, startText = '', endText = ''] = match;
  if (!startText && !endText) return null;
  let start: number;
  let end: number;
  if (!startText) {
    const suffix = Number(endText);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(startText);
    end = endText ? Math.min(Number(endText), size - 1) : size - 1;
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export type BodySource = { kind: 'buffer'; data: Buffer } | { kind: 'file'; path: string };

/** A 200 or 206 response for audio, so the browser can seek without loading everything first. */
export function rangeResponse(
  request: Request,
  source: BodySource,
  size: number,
  headers: Record<string, string>,
): Response {
  const base = { ...headers, 'Accept-Ranges': 'bytes' };
  const range = parseRange(request.headers.get('range') ?? undefined, size);
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...base, 'Content-Range': `bytes */${size}` },
    });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  const responseHeaders: Record<string, string> = { ...base, 'Content-Length': String(length) };
  if (range) responseHeaders['Content-Range'] = `bytes ${start}-${end}/${size}`;
  const status = range ? 206 : 200;
  if (request.method === 'HEAD' || length === 0) {
    return new Response(null, { status, headers: responseHeaders });
  }
  const body: BodyInit =
    source.kind === 'buffer'
      ? new Uint8Array(source.data.subarray(start, end + 1))
      : (Readable.toWeb(createReadStream(source.path, { start, end })) as ReadableStream);
  return new Response(body, { status, headers: responseHeaders });
}
