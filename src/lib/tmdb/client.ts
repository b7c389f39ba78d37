import type { z } from 'zod/mini';
import { t } from './words';
import { recordCatalogTiming } from './timings';
import { getCatalogPreferences, type CatalogPreferences } from './preferences';
import { rawErrorSchema } from './schemas';
import { takeAhead } from '../startup/ahead';
import { CATALOG_HEADERS, catalogRequestUrl, type QueryValue } from './url';

export { catalogUrl, type QueryValue } from './url';

/** A failed catalogue call: `status` is the HTTP status (0 when there was no answer). */
export class CatalogError extends Error {
  override readonly name = 'CatalogError';
  constructor(
    message: string,
    readonly status: number,
    /** The service's own `status_code` (e.g. 34 = not found, 7 = bad key) when it sent one. */
    readonly code: number | null = null,
  ) {
    super(message);
  }
}

export interface CatalogRequestOptions {
  signal?: AbortSignal;
  /** Defaults to the current catalogue preferences; query hooks pass the ones in their key. */
  preferences?: CatalogPreferences;
}

/** Whether a failed call is worth another try: no answer, rate limit or server error. */
export const isRetryableCatalogError = (error: unknown) =>
  error instanceof CatalogError &&
  (error.status === 0 || error.status === 429 || error.status >= 500);

/** Aborts when the caller cancels or when the timeout passes, whichever comes first. */
function linkedSignal(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Timed out', 'TimeoutError')),
    timeoutMs,
  );
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/** GET a catalogue path, parse it with `schema`, and raise CatalogError on any failure. */
export async function catalogGet<S extends z.ZodMiniType>(
  path: string,
  params: Record<string, QueryValue>,
  schema: S,
  options: CatalogRequestOptions = {},
): Promise<z.infer<S>> {
  const prefs = options.preferences ?? getCatalogPreferences();
  const url = catalogRequestUrl(path, params, prefs);
  const linked = linkedSignal(options.signal, prefs.timeoutMs);
  let response: Response | undefined;
  let body: unknown;
  const startedAt = performance.now();
  try {
    response = await (takeAhead(url, linked.signal) ??
      fetch(url, { headers: CATALOG_HEADERS, signal: linked.signal }));
    body = await response.json().catch(() => null);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (linked.signal.aborted) {
      // Written in the active language when the call fails: the screens show `message` as it is.
      const seconds = Math.round(prefs.timeoutMs / 1000);
      throw new CatalogError(t('lib.tmdb.timeout', { seconds }), 0);
    }
    throw new CatalogError(t('lib.tmdb.unreachable', { reason: (error as Error).message }), 0);
  } finally {
    linked.done();
    // Developer mode's panel shows the newest calls and how long each took.
    recordCatalogTiming({
      path,
      ms: Math.round(performance.now() - startedAt),
      status: response?.status ?? 0,
    });
  }
  if (!response.ok) {
    const parsed = rawErrorSchema.safeParse(body);
    const message = (parsed.success && parsed.data.status_message) || `HTTP ${response.status}`;
    throw new CatalogError(
      message,
      response.status,
      parsed.success ? (parsed.data.status_code ?? null) : null,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue
      ? t('lib.tmdb.unexpectedAt', {
          path,
          field: issue.path.join('.'),
          problem: issue.message,
        })
      : t('lib.tmdb.unexpected', { path });
    throw new CatalogError(message, response.status);
  }
  return parsed.data;
}
