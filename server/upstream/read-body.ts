/** What a 200 from the upstream turned out to be once read. */
export type BodyCheck =
  | { ok: true; text: string }
  | { ok: false; reason: 'too-large' | 'not-json' | 'bad-shape' | 'cut-off' };

export const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * Reads a response body up to `maxBytes`, cancelling the stream past it: a 50 MB answer costs
 * 5 MB of memory at most, never the whole body (a declared Content-Length is checked first).
 * Returns null when the body was larger than allowed.
 */
export async function readBounded(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  return response.body ? readCapped(response.body, maxBytes) : '';
}

/** A byte stream as UTF-8 text, or null (the stream cancelled) once it passes `maxBytes`. */
export async function readCapped(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<string | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

/** Accepts a body only when it is JSON that parses and, when asked, has the expected shape. */
export function checkJson(text: string, validate?: (body: unknown) => boolean): BodyCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (validate && !validate(parsed)) return { ok: false, reason: 'bad-shape' };
  return { ok: true, text };
}

/** The cheap shape check both upstreams share: their answers are JSON objects, never arrays. */
export const isJsonObject = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body);
