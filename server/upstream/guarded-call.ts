import type { CircuitBreaker } from './breaker.ts';
import { parseRetryAfter } from './retry.ts';
import {
  callWithRetry,
  failure,
  type CallOptions,
  type RetryOptions,
  type UpstreamResult,
} from './upstream-call.ts';

export interface GuardOptions extends RetryOptions {
  breaker: CircuitBreaker;
  call: CallOptions;
}

const seconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));

/**
 * The upstream call behind the circuit breaker and the rate limiter: an open breaker or an
 * empty bucket answers 503 + `Retry-After` without a call. A caller that can wait (the import
 * matcher) passes `waitForTokenMs` and gets the next token instead, when one is due in time.
 */
export function createGuardedCall(o: GuardOptions) {
  const { breaker, call, now, wait, takeToken } = o;
  const { serviceName, errorBody } = call;
  return async (key: string, waitForTokenMs: number): Promise<UpstreamResult> => {
    const blocked = breaker.blockedForMs();
    if (blocked > 0) {
      const message = `${serviceName} is failing; Reelbeat will try it again in ${seconds(blocked)} s`;
      return failure(errorBody, 503, message, seconds(blocked));
    }
    let due = await takeToken();
    const deadline = now() + waitForTokenMs;
    while (due > 0 && now() + due <= deadline) {
      await wait(due);
      due = await takeToken();
    }
    if (due > 0) {
      breaker.release();
      const message = `Too many requests to ${serviceName.replace(/^The /, 'the ')}; try again in ${seconds(due)} s`;
      return failure(errorBody, 503, message, seconds(due));
    }
    const result = await callWithRetry(key, call, o);
    if (result.failed)
      breaker.failed(result.status === 429 ? parseRetryAfter(result.retryAfter, now()) : null);
    else breaker.succeeded();
    return result;
  };
}
