import { checkJson, readBounded } from './read-body.ts';
import { backoffDelay, isRetryableStatus, parseRetryAfter } from './retry.ts';

export interface UpstreamResult {
  status: number;
  /** Always JSON: the proxy answers it as `application/json`, whatever type the upstream named. */
  body: string;
  retryAfter: string | null;
  /**
   * True when this is not an answer to pass on: the upstream failed, could not be reached, or
   * sent a 200 that is not usable JSON. A stale copy is served instead when there is one, and
   * a failed result is never cached.
   */
  failed: boolean;
  /** Worth another attempt: 429, 5xx or a network error (not a timeout, not a bad body). */
  retryable?: boolean;
}

export interface CallOptions {
  base: string;
  /** "The catalogue service": the subject of every error message. */
  serviceName: string;
  authorize?: (url: URL, headers: Headers) => void;
  errorBody: (status: number, message: string) => unknown;
  timeoutMs: number;
  maxBodyBytes: number;
  validate?: (body: unknown) => boolean;
  fetch: typeof fetch;
  onCall: () => void;
}

const MB = 1024 * 1024;

/** A failed result whose body is the proxy's own error JSON. */
export function failure(
  errorBody: CallOptions['errorBody'],
  status: number,
  message: string,
  retryAfter: string | null = null,
): UpstreamResult {
  return {
    status,
    body: JSON.stringify(errorBody(status, message)),
    retryAfter,
    failed: true,
  };
}

/** One request to the upstream, its answer read within the size cap and checked. */
export async function callOnce(key: string, o: CallOptions): Promise<UpstreamResult> {
  const url = new URL(`${o.base}${key}`);
  const headers = new Headers({ Accept: 'application/json' });
  o.authorize?.(url, headers);
  o.onCall();
  const fail = (status: number, message: string, retryAfter: string | null = null) =>
    failure(o.errorBody, status, message, retryAfter);
  let response: Response;
  try {
    // Never followed: a redirect could point anywhere, the server's own network included.
    response = await o.fetch(url, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(o.timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      return fail(504, `${o.serviceName} did not answer within ${o.timeoutMs / 1000} s`);
    }
    return { ...fail(502, `${o.serviceName} could not be reached`), retryable: true };
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel().catch(() => undefined);
    return fail(502, `${o.serviceName} answered with a redirect, which Reelbeat does not follow`);
  }
  const retryAfter = response.headers.get('retry-after');
  let text: string | null;
  try {
    text = await readBounded(response, o.maxBodyBytes);
  } catch {
    return fail(502, `${o.serviceName} broke off its answer`);
  }
  if (text === null) {
    const cap = Math.round(o.maxBodyBytes / MB);
    return fail(502, `${o.serviceName} sent an answer larger than ${cap} MB`);
  }
  if (response.status === 429) {
    const message = `${o.serviceName} is limiting requests; try again later`;
    return { ...fail(429, message, retryAfter), retryable: true };
  }
  if (isRetryableStatus(response.status)) {
    const message = `${o.serviceName} failed (HTTP ${response.status})`;
    return { ...fail(response.status, message, retryAfter), retryable: true };
  }
  const checked = checkJson(text, response.status === 200 ? o.validate : undefined);
  if (!checked.ok) {
    if (response.status !== 200) {
      // A final error with a body that is not JSON: keep the status, explain it in JSON.
      return {
        ...fail(response.status, `${o.serviceName} answered HTTP ${response.status}`),
        failed: false,
      };
    }
    return fail(
      502,
      checked.reason === 'not-json'
        ? `${o.serviceName} sent an answer that is not valid JSON`
        : `${o.serviceName} sent an answer in an unexpected shape`,
    );
  }
  return {
    status: response.status,
    body: text,
    retryAfter,
    failed: false,
  };
}

export interface RetryOptions {
  retries: number;
  retryBaseMs: number;
  maxRetryAfterMs: number;
  now: () => number;
  wait: (ms: number) => Promise<void>;
  /** Takes a token of the rate limit: 0 when granted, else the ms until one is due. */
  takeToken: () => Promise<number>;
}

/** A retry is a call like any other: it waits for a token if one is due soon, else gives up. */
async function tokenForRetry(r: RetryOptions): Promise<boolean> {
  const due = await r.takeToken();
  if (due === 0) return true;
  if (due > r.maxRetryAfterMs) return false;
  await r.wait(due);
  return (await r.takeToken()) === 0;
}

/**
 * Retries 429, 5xx and unreachable upstreams with backoff; never a timeout or a bad body. The
 * first attempt's token is the caller's; each retry takes its own, or the failure stands.
 */
export async function callWithRetry(
  key: string,
  call: CallOptions,
  r: RetryOptions,
): Promise<UpstreamResult> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await callOnce(key, call);
    // A timeout already cost timeoutMs; a bad 200 body is no network blip. Neither is retried.
    if (!result.retryable || attempt >= r.retries) return result;
    const asked = parseRetryAfter(result.retryAfter, r.now());
    if (asked !== null && asked > r.maxRetryAfterMs) return result;
    await r.wait(asked ?? backoffDelay(attempt, r.retryBaseMs));
    if (!(await tokenForRetry(r))) return result;
  }
}
