import { retryAfterMs } from '../queue/backoff';
import type { SendResult } from '../queue/outbox';

/** A service call that takes longer counts as failed, and is tried again later. */
export const CALL_TIMEOUT_MS = 15_000;

/** How a service's answer to a queued item reads: sent, try later, reconnect or refused. */
export function resultOf(res: Response): SendResult {
  if (res.ok) return { outcome: 'sent' };
  if (res.status === 401 || res.status === 403) return { outcome: 'reconnect' };
  if (res.status === 429 || res.status >= 500 || res.status === 408) {
    // ListenBrainz says its window's end in X-RateLimit-Reset-In (seconds) as well.
    const wait = Math.max(
      retryAfterMs(res.headers.get('retry-after')),
      retryAfterMs(res.headers.get('x-ratelimit-reset-in')),
    );
    return { outcome: 'retry', retryAfterMs: wait };
  }
  return { outcome: 'rejected' };
}

/** fetch, bounded in time; a network failure or a timeout is a "try again later". */
export async function call(url: string, init: RequestInit): Promise<Response | null> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch {
    return null;
  }
}
