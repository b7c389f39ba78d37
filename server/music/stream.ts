import type { Context } from 'hono';

/** The bit rates of a song's `downloadUrl` entries (API-SHAPES: 12 to 320 kbps). */
export const STREAM_QUALITIES = ['12kbps', '48kbps', '96kbps', '160kbps', '320kbps'] as const;
export type StreamQuality = (typeof STREAM_QUALITIES)[number];

export interface StreamOptions {
  /** The song's JSON as the music API answers `/songs/{id}` (through the caching proxy). */
  lookupSong: (id: string) => Promise<Response>;
  /** Hosts the audio may come from (the media hosts of the API's `downloadUrl` entries). */
  allowedHosts: readonly string[];
  /** Longest wait for the media host's headers, and for each next piece of the body. */
  timeoutMs: number;
  /** Largest body streamed through; a longer file is refused or cut off. */
  maxBytes: number;
  fetch?: typeof fetch;
}

/** Response headers of the media host that the browser needs to play and seek. */
const FORWARDED_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
];

const problem = (status: number, message: string) =>
  Response.json({ success: false, message }, { status, headers: { 'Cache-Control': 'no-store' } });

interface LinkItem {
  quality: string;
  url: string;
}

/** The song's `downloadUrl` list from `{ data: [song] }` (or `{ data: song }`), or null. */
function downloadLinks(body: unknown): LinkItem[] | null {
  const data = (body as { data?: unknown } | null)?.data;
  const song = Array.isArray(data) ? data[0] : data;
  const links = (song as { downloadUrl?: unknown } | undefined)?.downloadUrl;
  if (!Array.isArray(links)) return null;
  return links.filter(
    (l): l is LinkItem =>
      typeof l === 'object' &&
      l !== null &&
      typeof l.quality === 'string' &&
      typeof l.url === 'string',
  );
}

/** The asked quality, else the best one below it, else the lowest one above it. */
export function pickLink(links: readonly LinkItem[], quality: StreamQuality): LinkItem | null {
  const rank = (q: string) => STREAM_QUALITIES.indexOf(q as StreamQuality);
  const wanted = rank(quality);
  const known = links.filter((l) => rank(l.quality) >= 0);
  const below = known
    .filter((l) => rank(l.quality) <= wanted)
    .sort((a, b) => rank(b.quality) - rank(a.quality));
  const above = known
    .filter((l) => rank(l.quality) > wanted)
    .sort((a, b) => rank(a.quality) - rank(b.quality));
  return below[0] ?? above[0] ?? null;
}

/**
 * Passes the body on piece by piece, never holding more than one piece: it fails the stream
 * when the media host stalls longer than `timeoutMs` between pieces or sends more than
 * `maxBytes` (a cap the Content-Length check alone cannot enforce).
 */
function guardedBody(body: ReadableStream<Uint8Array>, timeoutMs: number, maxBytes: number) {
  const reader = body.getReader();
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the media host stopped sending')), timeoutMs);
      });
      try {
        const { done, value } = await Promise.race([reader.read(), stalled]);
        if (done) return controller.close();
        sent += value.byteLength;
        if (sent > maxBytes) throw new Error(`the audio is longer than ${maxBytes} bytes`);
        controller.enqueue(value);
      } catch (error) {
        void reader.cancel().catch(() => undefined);
        controller.error(error);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel(reason) {
      // The listener skipped or closed the page: stop downloading from the media host too.
      return reader.cancel(reason);
    },
  });
}

/**
 * `GET /api/music/stream/{id}?quality=320kbps` in live mode: the song's audio from the music
 * service's media host, same-origin, so Web Audio may process it. `Range` passes through (the
 * browser seeks), the body streams without being buffered, and only the allowed hosts are ever
 * fetched, over https: this is not an open proxy.
 */
export function streamHandler(options: StreamOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const allowed = new Set(options.allowedHosts.map((h) => h.toLowerCase()));
  return async (c: Context) => {
    const id = c.req.param('id') ?? '';
    if (!/^[\w-]{1,64}$/.test(id)) return problem(400, 'The song id is not valid');
    const quality = (c.req.query('quality') ?? '320kbps') as StreamQuality;
    if (!STREAM_QUALITIES.includes(quality)) {
      return problem(400, `quality must be one of ${STREAM_QUALITIES.join(', ')}`);
    }

    const song = await options.lookupSong(id);
    if (!song.ok) return problem(song.status === 404 ? 404 : 502, 'The song could not be found');
    const links = downloadLinks(await song.json().catch(() => null));
    const link = links && pickLink(links, quality);
    if (!link) return problem(404, 'The song has no audio');

    let target: URL;
    try {
      target = new URL(link.url);
    } catch {
      return problem(502, 'The song’s audio address is not valid');
    }
    if (target.protocol !== 'https:' || !allowed.has(target.hostname.toLowerCase())) {
      return problem(403, `The audio host ${target.hostname} is not allowed`);
    }

    const headersArrived = new AbortController();
    const timer = setTimeout(() => headersArrived.abort(), options.timeoutMs);
    const clientGone = c.req.raw.signal;
    let upstream: Response;
    try {
      const range = c.req.header('range');
      upstream = await fetchImpl(target, {
        headers: range ? { Range: range } : {},
        redirect: 'error',
        signal: AbortSignal.any([headersArrived.signal, clientGone]),
      });
    } catch {
      return problem(504, 'The audio host did not answer in time');
    } finally {
      clearTimeout(timer);
    }

    if (upstream.status === 416) {
      return new Response(null, {
        status: 416,
        headers: pick(upstream.headers, ['content-range']),
      });
    }
    const type = upstream.headers.get('content-type') ?? '';
    const length = Number(upstream.headers.get('content-length') ?? NaN);
    const refuse = (status: number, message: string) => {
      void upstream.body?.cancel().catch(() => undefined);
      return problem(status, message);
    };
    if (upstream.status !== 200 && upstream.status !== 206) {
      return refuse(502, `The audio host answered ${upstream.status}`);
    }
    if (!/^(audio\/|video\/mp4|application\/octet-stream)/i.test(type)) {
      return refuse(502, 'The audio host did not send audio');
    }
    if (length > options.maxBytes) return refuse(502, 'The audio file is too large');
    if (!upstream.body) return refuse(502, 'The audio host sent no audio');

    const headers = pick(upstream.headers, FORWARDED_HEADERS);
    headers.set('Cache-Control', 'private, max-age=3600');
    return new Response(guardedBody(upstream.body, options.timeoutMs, options.maxBytes), {
      status: upstream.status,
      headers,
    });
  };
}

function pick(from: Headers, names: readonly string[]): Headers {
  const headers = new Headers();
  for (const name of names) {
    const value = from.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}
